import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GatewayFigures } from './gateway-figures.ts';
import { openMetrics } from './metrics.ts';

const part = {
  day: '2024-06-22',
  source: 'total' as const,
  atLeast: false,
  recordedMinutes: 600,
  elapsedMinutes: 601,
};
/** A gateway with every figure the exporter writes: two inverters, a meter and battery, a finding, an alert. */
const GARAGE: GatewayFigures = {
  gateway: 'garage',
  day: '2024-06-22',
  reachable: true,
  recordsAgeS: 12,
  inverters: [
    {
      serial: '114184512347',
      name: 'Roof "east"',
      powerW: 310,
      energyTodayWh: 2500.5,
      today: part,
      yieldTotalWh: 1_605_406,
      inputs: [{ input: 0, name: 'Balcony', powerW: 160, energyTodayWh: 1200 }],
    },
    { serial: '116493210872', name: 'Shed', inputs: [] },
  ],
  site: {
    gridImport: 100,
    gridExport: 900,
    batteryCharge: 1500,
    batteryDischarge: 400,
    home: 2000,
    selfSufficiency: 0.95,
    part,
  },
  findings: [{ serial: '114184512347', input: 0, name: 'Balcony', id: '114184512347:0:low' }],
  openAlerts: {
    unreachable: 0,
    noon: 0,
    event: 0,
    weak: 1,
    soc: 0,
    grid: 0,
    limiter: 0,
    command: 0,
    offline: 0,
  },
};

/** The sample names of an exposition (`name{…} value` or `name value`). */
const sampleNames = (text: string) =>
  new Set(text.split('\n').flatMap((line) => (line && !line.startsWith('#') ? [line.split(/[{ ]/)[0]] : [])));

describe('openMetrics', () => {
  const text = openMetrics([GARAGE]);

  it('writes each family once with its type and help, and ends with # EOF', () => {
    expect(text.endsWith('\n# EOF\n')).toBe(true);
    expect(text.match(/^# TYPE dtuweb_inverter_power_watts gauge$/gm)).toHaveLength(1);
    expect(text).toMatch(/^# HELP dtuweb_inverter_yield_wh .+$/m);
    expect(text).toContain(
      'dtuweb_inverter_yield_wh{gateway="garage",serial="114184512347",name="Roof \\"east\\""} 1605406',
    );
    expect(text).toContain('dtuweb_site_energy_today_wh{gateway="garage",flow="home"} 2000');
    expect(text).toContain('dtuweb_alerts_open{gateway="garage",rule="weak"} 1');
  });

  it('leaves out what is not known, never writing a made-up value', () => {
    expect(text).not.toMatch(/serial="116493210872".* (NaN|undefined)/);
    expect(text).not.toMatch(/dtuweb_inverter_energy_today_wh\{[^}]*serial="116493210872"/);
    expect(text).toMatch(/dtuweb_inverter_power_watts\{[^}]*serial="114184512347"[^}]*\} 310/);
  });

  it('has every metric the Grafana dashboard queries', () => {
    const dashboard = readFileSync(join(import.meta.dirname, '../../grafana/dtu-web-dashboard.json'), 'utf8');
    const exprs = [...dashboard.matchAll(/"expr": "((?:[^"\\]|\\.)*)"/g)].map(
      (m) => JSON.parse(`"${m[1]}"`) as string,
    );
    expect(exprs.length).toBeGreaterThan(5);
    const used = new Set(exprs.flatMap((expr) => expr.match(/\bdtuweb_[a-z_]+/g) ?? []));
    const exported = sampleNames(text);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });
});
