import { describe, expect, it } from 'vitest';
import { dateOfFields, splitZoneValue, timeFieldsOf, zoneOptions, zoneValue } from './time-fields.ts';

describe('time fields', () => {
  it('round-trips the browser clock', () => {
    const date = new Date(2024, 4, 3, 14, 5, 9);
    expect(timeFieldsOf(date)).toEqual({ year: 2024, month: 5, day: 3, hour: 14, minute: 5, second: 9 });
    expect(dateOfFields(timeFieldsOf(date)).getTime()).toBe(date.getTime());
  });

  it('builds and splits zone option values', () => {
    const options = zoneOptions({
      'Europe/Berlin': 'CET-1CEST,M3.5.0,M10.5.0/3',
      'America/Sao_Paulo': '<-03>3',
    });
    expect(options.map((o) => o.label)).toEqual(['America/Sao_Paulo', 'Europe/Berlin']);
    expect(options[1].value).toBe('Europe/Berlin---CET-1CEST,M3.5.0,M10.5.0/3');
    expect(splitZoneValue(zoneValue('America/Sao_Paulo', '<-03>3'))).toEqual({
      name: 'America/Sao_Paulo',
      tz: '<-03>3',
    });
  });
});
