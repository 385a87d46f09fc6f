import type { GatewayFigures } from './gateway-figures.ts';

const part = {
  day: '2024-06-22',
  source: 'total' as const,
  atLeast: false,
  recordedMinutes: 600,
  elapsedMinutes: 601,
};
/** A gateway with every figure the exporter writes: two inverters, a meter and battery, a finding, an alert. */
export const GARAGE: GatewayFigures = {
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
