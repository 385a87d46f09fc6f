import { value } from '../../live/livedata-builders.ts';
import type { OnBatteryRuntime } from '../../onbattery/index.ts';
import { sectionsOf } from './config-access.ts';

/** A battery text value of 2026.03.31 (`include/battery/Stats.h`): the text and whether to translate it. */
const textValue = (v: unknown) => (typeof v === 'string' ? { value: v, translate: true } : v);

/**
 * The 2026 bodies of the OnBattery live data, made from today's views of the one simulation:
 * `/api/solarchargerlivedata/status` (the VE.Direct instances under `solarcharger`, each with
 * `hide_serial`), `/api/gridchargerlivedata/status` (Huawei: `dataAge` in ms, `provider`,
 * `reachable`, `producing`, `values{input,output}`), `/api/batterylivedata/status` (text values as
 * `{value, translate}`, `showIssues`).
 */
export function onBattery2026Views(onBattery: OnBatteryRuntime) {
  const { views, system } = onBattery;
  return {
    solarcharger(full: boolean, since?: number) {
      const old = views.vedirect(full, since);
      const instances = Object.fromEntries(
        Object.entries(old.vedirect.instances).map(([serial, inst]) => [
          serial,
          (({ data_age_ms, ...rest }) => ({ data_age_ms, hide_serial: false, ...rest }))(inst),
        ]),
      );
      return { dpl: old.dpl, solarcharger: { full_update: full, instances } };
    },
    gridcharger() {
      const c = system.installation.charger;
      const ageMs = c.lastFrameMs === undefined ? system.now : Math.max(0, system.now - c.lastFrameMs);
      const reachable = c.lastFrameMs !== undefined && ageMs < 10_000;
      const v = (x: number, u: string) => value(reachable ? x : 0, u, 2);
      return {
        dataAge: ageMs,
        provider: 0,
        reachable,
        producing: reachable && c.outputPowerW > 10 && c.outputCurrentA > 0.1,
        values: {
          input: {
            voltage: v(c.inputVoltageV, 'V'),
            power: v(c.inputPowerW, 'W'),
            temp: v(c.inputTempC, '°C'),
            efficiency: v(c.efficiency * 100, '%'),
          },
          output: {
            voltage: v(c.outputVoltageV, 'V'),
            current: v(c.outputCurrentA, 'A'),
            power: v(c.outputPowerW, 'W'),
            temp: v(c.outputTempC, '°C'),
            maxCurrent: v(c.maxOutputCurrentA, 'A'),
          },
        },
      };
    },
    battery() {
      const old = views.battery();
      if (!old.values) return old;
      const values = Object.fromEntries(
        Object.entries(old.values).map(([section, entries]) => [
          section,
          Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, textValue(v)])),
        ]),
      );
      return { ...old, values, showIssues: true };
    },
  };
}

/**
 * The OnBattery blocks of `/api/livedata/status` and `/livedata` in 2026 shape
 * (`src/WebApi_ws_live.cpp @ 2026.03.31` `generateOnBatteryJsonResponse`), all four in full.
 */
export function onBattery2026LiveBlocks(onBattery: OnBatteryRuntime) {
  const { system } = onBattery;
  const s = sectionsOf(system.device.config);
  const src = system.sources();
  const blocks: Record<string, Record<string, unknown>> = {};
  const solar = src.vedirect?.().data ?? { powerW: 0, yieldDayWh: 0, yieldTotalKwh: 0 };
  blocks.solarcharger = s.solarcharger.enabled
    ? {
        enabled: true,
        power: value(system.installation.solarOutputW || solar.powerW, 'W', 1),
        yieldDay: value(solar.yieldDayWh, 'Wh', 0),
        yieldTotal: value(solar.yieldTotalKwh, 'kWh', 2),
      }
    : { enabled: false };
  blocks.gridcharger = s.gridcharger.enabled
    ? { enabled: true, Power: value(src.huawei?.().data.inputPowerW ?? 0, 'W', 2) }
    : { enabled: false };
  const pack = system.installation.pack;
  const soc = system.socPercent(system.now);
  blocks.battery = { enabled: s.battery.enabled };
  if (s.battery.enabled && soc !== undefined) {
    Object.assign(blocks.battery, {
      soc: value(soc, '%', 0),
      voltage: value(pack.voltageV, 'V', 2),
      current: value(pack.currentA, 'A', 1),
      power: value(pack.voltageV * pack.currentA, 'W', 1),
    });
  }
  blocks.power_meter = s.powermeter.enabled
    ? { enabled: true, Power: value(src.powerMeter?.().data.powerW ?? 0, 'W', 1) }
    : { enabled: false };
  return blocks;
}
