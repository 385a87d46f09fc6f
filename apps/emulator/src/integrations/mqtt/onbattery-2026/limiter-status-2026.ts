import type { OnBatteryLink } from '../../onbattery-link.ts';
import type { Outlet } from '../outlet.ts';
import { flag, payloadFormat } from '../payload-format.ts';
import type { LimiterGroups2026 } from './limiter-groups-2026.ts';

const int = (v: number) => String(Math.trunc(v));

/**
 * `powerlimiter/status/*` of 2026.03.31 (`src/MqttHandlePowerLimiter.cpp` `loop`): mode, the
 * governed total's cap and the target consumption always; the thresholds only while the limiter
 * runs a battery-powered inverter, the full solar passthrough ones (and whether it is active)
 * only with the solar charger enabled, the SoC ones only with the battery on and its SoC used.
 */
export function limiterStatus2026(out: Outlet, link: OnBatteryLink, groups: LimiterGroups2026): void {
  const pl = groups.settings;
  const status = (sub: string, payload: string) => out.state(`powerlimiter/status/${sub}`, payload);
  status('mode', String(link.dplMode));
  status('upper_power_limit', int(pl.total_upper_power_limit));
  status('target_power_consumption', int(pl.target_power_consumption));
  status('inverter_update_timeouts', String(link.inverterUpdateTimeouts()));
  if (groups.battery) {
    status('threshold/voltage/start', payloadFormat(pl.voltage_start_threshold));
    status('threshold/voltage/stop', payloadFormat(pl.voltage_stop_threshold));
  }
  if (groups.solar) {
    status('full_solar_passthrough_active', flag(link.fullSolarPassthrough()));
    status(
      'threshold/voltage/full_solar_passthrough_start',
      payloadFormat(pl.full_solar_passthrough_start_voltage),
    );
    status(
      'threshold/voltage/full_solar_passthrough_stop',
      payloadFormat(pl.full_solar_passthrough_stop_voltage),
    );
  }
  if (groups.soc) {
    status('threshold/soc/start', int(pl.battery_soc_start_threshold));
    status('threshold/soc/stop', int(pl.battery_soc_stop_threshold));
  }
  if (groups.socSolar) status('threshold/soc/full_solar_passthrough', int(pl.full_solar_passthrough_soc));
}
