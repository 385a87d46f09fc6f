import { describe, expect, it } from 'vitest';
import {
  BATTERY_LIVE,
  batteryLive2026,
  detailedInverter,
  gridChargerLive2026,
  HUAWEI_LIVE,
  livedataStatus,
  livedataStatus2026,
  livedataStatusOpenDtu,
  liveInverter,
  liveInverter2026,
  liveValue,
  solarChargerLive2026,
  vedirectInstance,
  vedirectLive,
} from '../fixtures/index.ts';
import { normaliseBattery } from './normalise-battery.ts';
import { normaliseGridCharger } from './normalise-gridcharger.ts';
import { normaliseLivedata } from './normalise-livedata.ts';
import { normaliseSolarCharger } from './normalise-solarcharger.ts';

describe('normaliseLivedata', () => {
  it('2024.05.03: vedirect/huawei become solarcharger/gridcharger and point at the old sockets', () => {
    const raw = livedataStatus([liveInverter('1161')], {
      vedirect: {
        enabled: true,
        total: {
          Power: liveValue(212, 'W', 1),
          YieldDay: liveValue(1230, 'Wh', 0),
          YieldTotal: liveValue(8, 'kWh', 2),
        },
      },
      huawei: { enabled: true, Power: liveValue(484, 'W', 2) },
    });
    const live = normaliseLivedata(raw);
    expect(live.solarcharger).toEqual({
      enabled: true,
      power: liveValue(212, 'W', 1),
      yieldDay: liveValue(1230, 'Wh', 0),
      yieldTotal: liveValue(8, 'kWh', 2),
    });
    expect(live.gridcharger).toEqual({ enabled: true, Power: liveValue(484, 'W', 2) });
    expect(live.streams).toEqual({ solar: '/vedirectlivedata', grid: '/huaweilivedata' });
    expect(live.inverters?.[0].data_age_ms).toBe(2000);
    expect(live.inverters?.[0].radio_stats).toBeUndefined();
  });

  it('2024.05.03: a disabled charger has no total and keeps its stream path', () => {
    const live = normaliseLivedata(livedataStatus([]));
    expect(live.solarcharger).toEqual({ enabled: false });
    expect(live.streams.solar).toBe('/vedirectlivedata');
  });

  it('2026.03.31: blocks pass through, inverters keep data_age_ms and radio_stats', () => {
    const raw = livedataStatus2026([liveInverter2026('1161')]);
    const live = normaliseLivedata(raw);
    expect(live.solarcharger).toBe(raw.solarcharger);
    expect(live.battery?.power).toEqual(liveValue(-218.8, 'W', 1));
    expect(live.streams).toEqual({ solar: '/solarchargerlivedata', grid: '/gridchargerlivedata' });
    expect(live.inverters?.[0].data_age_ms).toBe(2350);
    expect(live.inverters?.[0].radio_stats?.rx_fail_corrupt).toBe(2);
    expect(live.hints?.pin_mapping_issue).toBe(false);
  });

  it('v26.3.30: no OnBattery block means no stream path at all', () => {
    const live = normaliseLivedata(livedataStatusOpenDtu([liveInverter2026('1161')]));
    expect(live.streams).toEqual({});
    expect(live.solarcharger ?? live.gridcharger ?? live.battery ?? live.power_meter).toBeUndefined();
  });

  it('a socket message carrying only one block tells nothing about the other streams', () => {
    const live = normaliseLivedata({ battery: { enabled: true } });
    expect(live.streams).toEqual({});
    expect(live.inverters).toBeUndefined();
    expect(
      normaliseLivedata({ inverters: [detailedInverter('1161')] }).inverters?.[0].DC?.['1'],
    ).toBeDefined();
  });

  it('tolerates garbage', () => {
    expect(normaliseLivedata(null)).toEqual({ streams: {} });
    expect(normaliseLivedata({ inverters: [null, 3], vedirect: 'x' })).toEqual({
      inverters: [],
      streams: {},
    });
  });
});

describe('normaliseSolarCharger', () => {
  it('2024.05.03: decimals become numbers, serials stay visible', () => {
    const update = normaliseSolarCharger(vedirectLive({ HQ1: vedirectInstance() }));
    const instance = update.instances?.HQ1;
    expect(update.full_update).toBe(true);
    expect(instance?.hide_serial).toBe(false);
    expect(instance?.values.device.MpptTemperature).toEqual({ v: 31.5, u: '°C', d: 1 });
    expect(instance?.values.device.HSDS).toEqual({ v: 123, u: 'd', d: 0 });
    expect(instance?.values.device.CS).toEqual({ value: 'Bulk', translate: true });
    expect(update.dpl).toEqual({ PLSTATE: 2, PLLIMIT: 350 });
  });

  it('2026.03.31: optional fields stay absent, the MQTT instance hides its serial', () => {
    const update = normaliseSolarCharger(solarChargerLive2026(false));
    expect(update.full_update).toBe(false);
    const victron = update.instances?.HQ2213ABCDE;
    expect(victron?.values.device.LOAD).toBeUndefined();
    expect(victron?.values.output.FloatVoltage).toEqual({ v: 27.6, u: 'V', d: 2 });
    const mqtt = update.instances?.MQTT;
    expect(mqtt).toMatchObject({ hide_serial: true, product_id: 'MQTT', data_age_ms: 1800 });
    expect(mqtt?.firmware_version).toBeUndefined();
  });

  it('a message without instances says so (partial update with nothing new)', () => {
    expect(normaliseSolarCharger({ dpl: { PLSTATE: -1, PLLIMIT: 0 } }).instances).toBeUndefined();
  });
});

describe('normaliseGridCharger', () => {
  it('2024.05.03: flat values become input/output sections, seconds become ms', () => {
    const view = normaliseGridCharger(HUAWEI_LIVE);
    expect(view.data_age_ms).toBe(1000);
    expect(view.values.input.voltage).toEqual({ v: 230.5, u: 'V', d: 2 });
    expect(view.values.output.maxCurrent).toEqual({ v: 10, u: 'A', d: 2 });
    expect(Object.keys(view.values.output)).toEqual(['voltage', 'current', 'power', 'temp', 'maxCurrent']);
    expect(view.reachable).toBeUndefined();
  });

  it('2026.03.31: sections, identity and text values as sent', () => {
    const view = normaliseGridCharger(gridChargerLive2026());
    expect(view).toMatchObject({ data_age_ms: 850, provider: 0, reachable: true, producing: true });
    expect(view.identity).toEqual({ serial: '2102312345', vendorName: 'Huawei', productName: 'R4850G2' });
    expect(view.values.device.boardType).toEqual({ value: 'R4850G2', translate: false });
    expect(view.values.input.frequency).toEqual({ v: 50, u: 'Hz', d: 2 });
  });
});

describe('normaliseBattery', () => {
  it('2024.05.03: bare strings become translatable texts', () => {
    const view = normaliseBattery(BATTERY_LIVE);
    expect(view.values?.status.chargeEnabled).toEqual({ value: 'yes', translate: true });
    expect(view.values?.cells.cellDiffVoltage).toEqual({ v: 12, u: 'mV', d: 0 });
    expect(view.data_age).toBe(2);
  });

  it('2026.03.31: text objects are kept, serial and issues pass through', () => {
    const view = normaliseBattery(batteryLive2026());
    expect(view.values?.status.chargeImmediately).toEqual({ value: 'no', translate: true });
    expect(view.serial).toBe('PPTAH02400012');
    expect(view.issues).toEqual({ lowTemperature: 1 });
  });

  it('the MQTT provider answers {}: no values', () => {
    expect(normaliseBattery({})).toEqual({});
  });
});
