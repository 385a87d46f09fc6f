import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from './define-messages.ts';
import { buildFormatters, formattersFor } from './format.ts';

const { NumberFormat, DateTimeFormat } = Intl;
/** Intl formatters built since the test began. */
const built = { numbers: 0, dates: 0 };

describe('formattersFor', () => {
  afterEach(() => {
    Object.assign(Intl, { NumberFormat, DateTimeFormat });
  });

  it('builds each Intl formatter on its first use, once per locale', () => {
    Object.assign(Intl, {
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          built.numbers++;
        }
      },
      DateTimeFormat: class extends DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
          super(...args);
          built.dates++;
        }
      },
    });
    const format = formattersFor('fr');
    expect(built).toEqual({ numbers: 0, dates: 0 });
    expect(format.decimalTwoDigits(1234.5)).toBe('1\u202f234,50');
    expect(format.decimalTwoDigits(2)).toBe('2,00');
    expect(built).toEqual({ numbers: 1, dates: 0 });
    expect(formattersFor('fr')).toBe(format);
    expect(format.dateTime(Date.UTC(2024, 5, 21, 10))).toMatch(/^21\/06\/2024/);
    format.dateTime(0);
    expect(built).toEqual({ numbers: 1, dates: 1 });
  });

  it("writes kilobytes as Intl's unit style does, without building that formatter", () => {
    const units: unknown[] = [];
    Object.assign(Intl, {
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          units.push(args[1]?.style);
        }
      },
    });
    for (const locale of LOCALES) {
      const format = formattersFor(locale);
      for (const value of [0, 7, 102_356, 1_234_567]) {
        expect(format.kilobyte(value)).toBe(
          new NumberFormat(locale, { style: 'unit', unit: 'kilobyte' }).format(value),
        );
      }
    }
    expect(units).not.toContain('unit');
  });

  it('writes whole numbers by hand exactly as Intl does, and builds no formatter for them', () => {
    const values = [
      0, -0, 1, -1, 7, 999, 1000, -1000, 9999, 10_000, 123_456, -1_234_567, 2.5, -2.5, 0.5, -0.4,
    ];
    values.push(
      2.4999999999999996,
      1e6 + 0.5,
      999_999.5,
      1e14 + 1,
      999_999_999_999_999,
      1e15,
      1e21,
      Number.NaN,
    );
    values.push(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.25, -3.75);
    let seed = 3;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const magnitude = 10 ** Math.floor((seed % 1000) / 70);
      values.push(
        ((seed / 2_147_483_648) * 2 - 1) * magnitude,
        Math.round((seed / 2_147_483_648 - 0.5) * magnitude),
      );
    }
    for (const locale of LOCALES) {
      const plain = new NumberFormat(locale);
      const none = new NumberFormat(locale, { maximumFractionDigits: 0, minimumFractionDigits: 0 });
      const format = buildFormatters(locale);
      for (const value of values) {
        expect(format.decimalNoDigits(value), `${locale} ${value}`).toBe(none.format(value));
        expect(format.decimal(value, 0), `${locale} ${value}`).toBe(none.format(value));
        expect(format.decimal(value), `${locale} ${value}`).toBe(plain.format(value));
      }
    }
    let built = 0;
    Object.assign(Intl, {
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          built++;
        }
      },
    });
    for (const locale of LOCALES) {
      const fresh = buildFormatters(locale);
      expect([fresh.decimalNoDigits(1234.6), fresh.decimal(-30_000), fresh.kilobyte(102_356)]).toHaveLength(
        3,
      );
    }
    expect(built).toBe(0);
  });
});
