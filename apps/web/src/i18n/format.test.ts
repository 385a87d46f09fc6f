import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from './define-messages.ts';
import { formattersFor } from './format.ts';

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
    expect(format.decimalNoDigits(1234.5)).toBe('1\u202f235');
    expect(format.decimalNoDigits(2)).toBe('2');
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
});
