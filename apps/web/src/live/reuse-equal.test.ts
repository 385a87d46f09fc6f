import { describe, expect, it } from 'vitest';
import { reuseEqual } from './reuse-equal.ts';

const channel = (power: number) => ({
  Power: { v: power, u: 'W', d: 1 },
  Voltage: { v: 33.2, u: 'V', d: 1 },
});

describe('reuseEqual', () => {
  it('returns the previous object for a deep-equal one', () => {
    const before = { DC: { '0': channel(1), '1': channel(2) }, list: [1, 2] };
    const after = JSON.parse(JSON.stringify(before));
    expect(reuseEqual(before, after)).toBe(before);
  });

  it('keeps the identity of every unchanged part next to a changed one', () => {
    const before = { DC: { '0': channel(1), '1': channel(2) }, name: 'a' };
    const result = reuseEqual(before, { DC: { '0': channel(1), '1': channel(3) }, name: 'a' });
    expect(result).not.toBe(before);
    expect(result.DC).not.toBe(before.DC);
    expect(result.DC['0']).toBe(before.DC['0']);
    expect(result.DC['1'].Voltage).toBe(before.DC['1'].Voltage);
    expect(result.DC['1'].Power).toEqual({ v: 3, u: 'W', d: 1 });
    expect(Object.keys(result.DC['1'])).toEqual(['Power', 'Voltage']);
  });

  it('takes the new object when keys were added or removed, and arrays stay arrays', () => {
    const before = { a: 1, b: 2 };
    expect(reuseEqual(before, { a: 1 })).toEqual({ a: 1 });
    expect(reuseEqual(before, { a: 1, b: 2, c: 3 })).toEqual({ a: 1, b: 2, c: 3 });
    const list = reuseEqual([{ x: 1 }, { x: 2 }], [{ x: 1 }, { x: 5 }]);
    expect(Array.isArray(list)).toBe(true);
    expect(list).toEqual([{ x: 1 }, { x: 5 }]);
    expect(reuseEqual({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
  });
});
