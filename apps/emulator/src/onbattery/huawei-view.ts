import type { HuaweiLiveData, HuaweiValue } from '@dtu/contract';
import type { HuaweiCharger } from './huawei-charger.ts';

const val = (v: number, u: string): HuaweiValue => ({ v: Math.round(v * 100) / 100, u });

/**
 * The rectifier body of `/api/huaweilivedata/status`: zeros while the charger is disabled or
 * silent, and `data_age` counting from boot until the first CAN frame arrives.
 */
export function huaweiLiveData(
  charger: HuaweiCharger,
  enabled: boolean,
  nowMs: number,
  uptimeS: number,
): HuaweiLiveData {
  const live = enabled && charger.lastFrameMs !== undefined;
  const dataAge = live ? Math.max(0, Math.floor((nowMs - charger.lastFrameMs!) / 1000)) : uptimeS;
  const z = (v: number) => (live ? v : 0);
  return {
    data_age: dataAge,
    input_voltage: val(z(charger.inputVoltageV), 'V'),
    input_current: val(z(charger.inputVoltageV > 0 ? charger.inputPowerW / charger.inputVoltageV : 0), 'A'),
    input_power: val(z(charger.inputPowerW), 'W'),
    output_voltage: val(z(charger.outputVoltageV), 'V'),
    output_current: val(z(charger.outputCurrentA), 'A'),
    max_output_current: val(z(charger.maxOutputCurrentA), 'A'),
    output_power: val(z(charger.outputPowerW), 'W'),
    input_temp: val(z(charger.inputTempC), '°C'),
    output_temp: val(z(charger.outputTempC), '°C'),
    efficiency: val(z(charger.efficiency * 100), '%'),
  };
}
