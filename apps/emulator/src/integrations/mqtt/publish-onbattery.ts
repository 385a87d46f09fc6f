import type { Device } from '../../device/device.ts';
import type { ExternalInputs } from '../external-inputs.ts';
import type { OnBatteryLink } from '../onbattery-link.ts';
import type { Outlet } from './outlet.ts';
import { payloadFormat } from './payload-format.ts';

/** `powermeter/*` after each meter read (docs/firmware/onbattery-2024.05.03/mqtt.md §2.9); SDM voltages and counters come from the simulation. */
export function publishPowerMeter(out: Outlet, link: OnBatteryLink, inputs: ExternalInputs): void {
  const meter = link.system()?.meter;
  const phases = meter && meter.lastUpdateMs !== undefined ? meter.phasesW : inputs.meterPhasesW;
  const voltages = meter?.voltagesV ?? [0, 0, 0];
  phases.forEach((w, i) => {
    out.state(`powermeter/power${i + 1}`, payloadFormat(w));
  });
  out.state('powermeter/powertotal', payloadFormat(phases[0] + phases[1] + phases[2]));
  voltages.forEach((v, i) => {
    out.state(`powermeter/voltage${i + 1}`, payloadFormat(v));
  });
  out.state('powermeter/import', payloadFormat(0));
  out.state('powermeter/export', payloadFormat(0));
}

/** `powerlimiter/status/*` with the threshold groups the config makes relevant (docs/firmware/onbattery-2024.05.03/mqtt.md §2.8). */
export function publishLimiter(out: Outlet, device: Device, link: OnBatteryLink): void {
  const { powerlimiter: pl, vedirect, battery } = device.config;
  out.state('powerlimiter/status/mode', String(link.dplMode));
  out.state('powerlimiter/status/inverter_update_timeouts', String(link.inverterUpdateTimeouts()));
  if (pl.is_inverter_solar_powered) return;
  out.state('powerlimiter/status/threshold/voltage/start', payloadFormat(pl.voltage_start_threshold));
  out.state('powerlimiter/status/threshold/voltage/stop', payloadFormat(pl.voltage_stop_threshold));
  if (vedirect.enabled) {
    out.state(
      'powerlimiter/status/threshold/voltage/full_solar_passthrough_start',
      payloadFormat(pl.full_solar_passthrough_start_voltage),
    );
    out.state(
      'powerlimiter/status/threshold/voltage/full_solar_passthrough_stop',
      payloadFormat(pl.full_solar_passthrough_stop_voltage),
    );
  }
  if (!battery.enabled || pl.ignore_soc) return;
  out.state('powerlimiter/status/threshold/soc/start', String(Math.trunc(pl.battery_soc_start_threshold)));
  out.state('powerlimiter/status/threshold/soc/stop', String(Math.trunc(pl.battery_soc_stop_threshold)));
  if (vedirect.enabled) {
    out.state(
      'powerlimiter/status/threshold/soc/full_solar_passthrough',
      String(Math.trunc(pl.full_solar_passthrough_soc)),
    );
  }
}

/** `huawei/*` from the simulated charger (docs/firmware/onbattery-2024.05.03/mqtt.md §2.7); silent until the simulation is attached. */
export function publishHuawei(out: Outlet, device: Device, link: OnBatteryLink): void {
  const charger = link.system()?.installation.charger;
  if (!charger) return;
  const now = device.now();
  const age =
    charger.lastFrameMs === undefined
      ? device.uptimeSeconds()
      : Math.max(0, Math.floor((now - charger.lastFrameMs) / 1000));
  out.state('huawei/data_age', String(age));
  out.state('huawei/input_voltage', payloadFormat(charger.inputVoltageV));
  out.state(
    'huawei/input_current',
    payloadFormat(charger.inputVoltageV > 0 ? charger.inputPowerW / charger.inputVoltageV : 0),
  );
  out.state('huawei/input_power', payloadFormat(charger.inputPowerW));
  out.state('huawei/output_voltage', payloadFormat(charger.outputVoltageV));
  out.state('huawei/output_current', payloadFormat(charger.outputCurrentA));
  out.state('huawei/max_output_current', payloadFormat(charger.active.currentA));
  out.state('huawei/output_power', payloadFormat(charger.outputPowerW));
  out.state('huawei/input_temp', payloadFormat(charger.inputTempC));
  out.state('huawei/output_temp', payloadFormat(charger.outputTempC));
  out.state('huawei/efficiency', payloadFormat(charger.efficiency * 100));
  out.state('huawei/mode', String(charger.mode));
}
