import { describe, expect, it } from 'vitest';
import { haMessages } from '../src/publish/ha-discovery.ts';
import { installationFigures } from '../src/publish/installation.ts';
import { GARAGE } from '../src/publish/test-figures.ts';
import { haConfigProblems } from './support/ha-schema.ts';

const messages = (garage = GARAGE) => haMessages([garage], installationFigures([garage]));
const config = (topic: string, garage = GARAGE) => JSON.parse(messages(garage).configs.get(topic) ?? 'null');
const ENERGY_TOPIC = 'homeassistant/sensor/dtu-web/gateway__garage__114184512347__energy_today/config';

describe('Home Assistant discovery', () => {
  it("gives every entity a config Home Assistant's schema takes", () => {
    const { configs } = messages();
    expect([...configs].flatMap(([topic, payload]) => haConfigProblems(topic, payload))).toEqual([]);
  });

  it('renames an inverter by its name, keeping its id and topics', () => {
    const renamed = { ...GARAGE, inverters: GARAGE.inverters.map((inv) => ({ ...inv, name: 'Carport' })) };
    const before = config(ENERGY_TOPIC);
    const after = config(ENERGY_TOPIC, renamed);
    expect(after.name).toBe('Carport energy today');
    expect({ ...after, name: before.name }).toEqual(before);
  });

  it('says which part of the day a figure covers, and None for a figure not known', () => {
    const { states } = messages();
    expect(states.get('dtu-web/gateway/garage/114184512347/energy_today')).toBe('2500.5');
    expect(
      JSON.parse(states.get('dtu-web/gateway/garage/114184512347/energy_today/attributes') ?? ''),
    ).toMatchObject({
      day: '2024-06-22',
      source: 'total',
      at_least: false,
      recorded_minutes: 600,
      elapsed_minutes: 601,
    });
    expect(states.get('dtu-web/gateway/garage/116493210872/energy_today')).toBe('None');
    expect(states.get('dtu-web/installation/energy_today')).toBe('2500.5');
    expect(JSON.parse(states.get('dtu-web/installation/energy_today/attributes') ?? '')).toMatchObject({
      at_least: true,
    });
  });

  it("names a finding's problem sensor as the input, and has one per alert rule", () => {
    const weak = config(
      'homeassistant/binary_sensor/dtu-web/gateway__garage__114184512347__input0__weak/config',
    );
    expect(weak).toMatchObject({ name: 'Balcony', device_class: 'problem' });
    const { states } = messages();
    expect(states.get('dtu-web/gateway/garage/114184512347/input0/weak')).toBe('ON');
    expect(states.get('dtu-web/gateway/garage/alert/weak')).toBe('ON');
    expect(states.get('dtu-web/gateway/garage/alert/offline')).toBe('OFF');
  });
});
