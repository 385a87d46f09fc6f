import { describe, expect, it } from 'vitest';
import { paddedFormat, payloadFormat } from '../src/integrations/mqtt/payload-format.ts';
import { parseFloatPayload, parseIntPayload } from '../src/integrations/mqtt/payload-parse.ts';

describe('float payloads (docs/firmware/onbattery-2024.05.03/mqtt.md §3.5)', () => {
  it.each([
    ['412.5', 412.5],
    ['-1200', -1200],
    ['  87 W', 87],
    ['230.5V', 230.5],
    ['+3', 3],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['2.5E-1', 0.25],
    ['\t\n42', 42],
    ['12abc', 12],
  ])('%j → %d', (payload, value) => {
    expect(parseFloatPayload(payload)).toBe(value);
  });

  it.each(['', 'on', '{"power":5}', 'W 87', '-', '.', 'e5', '- 5'])('%j is rejected', (payload) => {
    expect(parseFloatPayload(payload)).toBeUndefined();
  });

  it('knows inf and nan, and rejects numbers beyond the float range instead of crashing', () => {
    expect(parseFloatPayload('inf')).toBe(Number.POSITIVE_INFINITY);
    expect(parseFloatPayload('-Infinity')).toBe(Number.NEGATIVE_INFINITY);
    expect(parseFloatPayload('NaN')).toBeNaN();
    expect(parseFloatPayload('1e39')).toBeUndefined();
    expect(parseFloatPayload('-4e38')).toBeUndefined();
    expect(parseFloatPayload('3.4e38')).toBe(3.4e38);
  });
});

describe('integer command payloads (docs/firmware/onbattery-2024.05.03/mqtt.md §3.1)', () => {
  it.each([
    ['50', 50],
    ['50.7', 50],
    [' -20', -20],
    ['+7x', 7],
    ['abc', 0],
    ['', 0],
    ['1e3', 1],
  ])('%j → %d', (payload, value) => {
    expect(parseIntPayload(payload)).toBe(value);
  });
});

describe('number formatting (docs/firmware/onbattery-2024.05.03/mqtt.md §1.8)', () => {
  it('writes two decimals by default, rounding half up on the magnitude', () => {
    expect(payloadFormat(52.3)).toBe('52.30');
    expect(payloadFormat(0)).toBe('0.00');
    expect(payloadFormat(-12.345)).toBe('-12.35');
    expect(payloadFormat(2.675)).toBe('2.68');
    expect(payloadFormat(1.005)).toBe('1.01');
  });

  it('honours an explicit precision; 0 decimals gives an integer text', () => {
    expect(payloadFormat(1234.5678, 3)).toBe('1234.568');
    expect(payloadFormat(33.05, 1)).toBe('33.1');
    expect(payloadFormat(1234.5, 0)).toBe('1235');
    expect(payloadFormat(-67, 0)).toBe('-67');
  });

  it('prints nan and inf, the latter without a sign', () => {
    expect(payloadFormat(Number.NaN)).toBe('nan');
    expect(payloadFormat(Number.POSITIVE_INFINITY)).toBe('inf');
    expect(payloadFormat(Number.NEGATIVE_INFINITY)).toBe('inf');
  });

  it('pads to decimals + 2 characters before trimming (seen on Prometheus only)', () => {
    expect(paddedFormat(5, 0)).toBe(' 5');
    expect(paddedFormat(12, 0)).toBe('12');
    expect(paddedFormat(5, 1)).toBe('5.0');
  });
});
