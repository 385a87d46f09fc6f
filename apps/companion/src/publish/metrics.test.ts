import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openMetrics } from './metrics.ts';
import { GARAGE } from './test-figures.ts';

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
