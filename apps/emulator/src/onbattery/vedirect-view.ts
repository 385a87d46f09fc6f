import type { DplStatus, VedirectInstance, VedirectLiveData, VedirectValue } from '@dtu/contract';
import type { MpptController } from './mppt-controller.ts';

const val = (v: number, u: string, d: number): VedirectValue => {
  const f = 10 ** d;
  const rounded = Math.round(v * f) / f;
  return { v: Object.is(rounded, -0) ? 0 : rounded, u, d };
};

/** One controller as the firmware lists it; battery values come from the shared battery bus. */
export function vedirectInstance(m: MpptController, nowMs: number, batteryV: number): VedirectInstance {
  const off = m.state === 'OFF';
  const currentA = batteryV > 0 ? m.outputPowerW / batteryV : 0;
  const pvCurrentA = m.pvVoltageV > 0 ? m.pvPowerW / m.pvVoltageV : 0;
  return {
    data_age_ms: Math.max(0, nowMs - (m.lastFrameMs ?? nowMs)),
    product_id: m.spec.productId,
    firmware_version: m.spec.firmware,
    values: {
      device: {
        LOAD: 'OFF',
        CS: m.state,
        MPPT: off ? 'OFF' : m.limited ? 'Voltage or current limited' : 'MPP Tracker active',
        OR: off ? 'No input power' : 'Not off',
        ERR: 'No error',
        HSDS: { v: m.daySequence, u: 'd' },
        MpptTemperature: { v: Math.round(m.temperatureC * 10) / 10, u: '°C', d: '1' },
      },
      output: {
        P: val(m.outputPowerW, 'W', 0),
        V: val(batteryV, 'V', 2),
        I: val(currentA, 'A', 2),
        E: val(m.pvPowerW > 0 ? (m.outputPowerW / m.pvPowerW) * 100 : 0, '%', 1),
      },
      input: {
        PPV: val(m.pvPowerW, 'W', 0),
        VPV: val(off ? 0 : m.pvVoltageV, 'V', 2),
        IPV: val(pvCurrentA, 'A', 2),
        YieldToday: val(m.yieldTodayKwh, 'kWh', 2),
        YieldYesterday: val(m.yieldYesterdayKwh, 'kWh', 2),
        YieldTotal: val(m.yieldTotalKwh, 'kWh', 2),
        MaximumPowerToday: val(m.maxPowerTodayW, 'W', 0),
        MaximumPowerYesterday: val(m.maxPowerYesterdayW, 'W', 0),
      },
    },
  };
}

/**
 * The body of `/api/vedirectlivedata/status` and `/vedirectlivedata`: the listed controllers
 * (only those with data; none while VE.Direct is off) and the limiter block, always present.
 */
export function vedirectLiveData(
  controllers: readonly MpptController[],
  nowMs: number,
  batteryV: number,
  fullUpdate: boolean,
  dpl: DplStatus,
): VedirectLiveData {
  const instances: Record<string, VedirectInstance> = {};
  for (const m of controllers) {
    if (m.lastFrameMs === undefined) continue;
    instances[m.spec.serial] = vedirectInstance(m, nowMs, batteryV);
  }
  return { vedirect: { instances, full_update: fullUpdate }, dpl };
}
