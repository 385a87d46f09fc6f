import type { CurrentPinMapping } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { isUnset, pinRows, profileList } from './pin-table.ts';

const current = {
  name: 'Board',
  nrf24: { clk: 18, cs: 5, en: 4, irq: 16, miso: 19, mosi: 23 },
  display: { type: 0, data: 255, clk: 255, cs: 255, reset: 255 },
  led: { led0: -1, led1: -1 },
} as unknown as CurrentPinMapping;

describe('pin table', () => {
  it('treats -1, 255, null and missing as unset', () => {
    for (const v of [-1, 255, null, undefined]) expect(isUnset(v)).toBe(true);
    expect(isUnset(0)).toBe(false);
  });

  it('unites and sorts categories and properties, marking differences', () => {
    const rows = pinRows(
      { name: 'Board', nrf24: { clk: 18, cs: 15 }, victron: { rx: 22 }, display: { type: 0 } },
      current,
    );
    expect([...new Set(rows.map((r) => r.category))]).toEqual(['display', 'led', 'nrf24', 'victron']);
    const byKey = new Map(rows.map((r) => [`${r.category}.${r.name}`, r]));
    expect(byKey.get('nrf24.clk')?.differs).toBe(false);
    expect(byKey.get('nrf24.cs')?.differs).toBe(true);
    // Missing in the profile versus 255 active: both unset, so equal.
    expect(byKey.get('display.data')?.differs).toBe(false);
    // Missing in the profile versus a real pin.
    expect(byKey.get('nrf24.miso')?.differs).toBe(true);
    expect(byKey.get('victron.rx')).toMatchObject({ selected: 22, active: undefined, differs: true });
    expect(rows.filter((r) => r.category === 'nrf24').map((r) => r.name)).toEqual([
      'clk',
      'cs',
      'en',
      'irq',
      'miso',
      'mosi',
    ]);
  });

  it('ignores name and links', () => {
    const rows = pinRows({ name: 'x', links: [{ name: 'a', url: 'b' }] }, undefined);
    expect(rows).toEqual([]);
  });

  it('puts Default first and sorts the rest by name', () => {
    expect(profileList([{ name: 'Zeta' }, { name: 'Alpha' }]).map((p) => p.name)).toEqual([
      'Default',
      'Alpha',
      'Zeta',
    ]);
  });
});
