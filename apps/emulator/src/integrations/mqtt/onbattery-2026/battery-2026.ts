import { BATTERY_PROVIDER } from '@dtu/contract';
import type { BatteryPack } from '../../../onbattery/battery-pack.ts';
import type { JkBmsPublisher } from '../battery-jk.ts';
import { pylontechFlags, type Readings, statusValue } from '../battery-readings.ts';
import type { BatteryState } from '../onbattery-wire-types.ts';
import { payloadFormat } from '../payload-format.ts';

/** The simulated US3000C modules in the Pylontech pack. */
const PYLONTECH_MODULES = 2;
/** The discharge voltage limit the simulated Pylontech BMS reports, per cell. */
const PYLONTECH_DISCHARGE_LIMIT_CELL_V = 3;

/**
 * `battery/*` of 2026.03.31. The common part (`src/battery/Stats.cpp` `mqttPublish`) sends the
 * manufacturer only once the BMS named it and SoC, voltage, current and the BMS's current limits
 * only once they were received (before that: `dataAge` alone); then the provider's own topics
 * (`src/battery/<provider>/Stats.cpp`), which Pylontech and the SmartShunt send from their
 * defaults even before any datum.
 */
export function batteryReadings2026(
  state: BatteryState,
  pack: BatteryPack,
  jk: JkBmsPublisher,
  now: number,
): Readings {
  const { view, provider } = state;
  const answered = state.answeredMs !== undefined;
  const value = (key: string) => payloadFormat(statusValue(view, key));
  const int = (key: string) => String(Math.round(statusValue(view, key)));
  const out: Readings = [];
  if (answered) out.push(['manufacturer', state.manufacturer]);
  out.push(['dataAge', String(state.dataAgeS)]);
  if (answered)
    out.push(['stateOfCharge', value('SoC')], ['voltage', value('voltage')], ['current', value('current')]);
  if (provider === BATTERY_PROVIDER.PylontechCan) {
    if (answered) {
      out.push(
        ['settings/dischargeCurrentLimitation', value('dischargeCurrentLimitation')],
        ['settings/chargeCurrentLimitation', value('chargeCurrentLimitation')],
      );
    }
    const dischargeLimitV = answered ? pack.spec.cells * PYLONTECH_DISCHARGE_LIMIT_CELL_V : 0;
    out.push(
      ['settings/chargeVoltage', value('chargeVoltage')],
      ['settings/dischargeVoltageLimitation', payloadFormat(dischargeLimitV)],
      ['stateOfHealth', int('stateOfHealth')],
      ['temperature', value('temperature')],
      ...pylontechFlags(view),
      ['modulesTotal', String(answered ? PYLONTECH_MODULES : 0)],
    );
  } else if (provider === BATTERY_PROVIDER.VictronSmartShunt) {
    const midpointV = statusValue(view, 'voltage') / 2;
    out.push(
      ['chargeCycles', int('chargeCycles')],
      ['chargedEnergy', value('chargedEnergy')],
      ['dischargedEnergy', value('dischargedEnergy')],
      ['instantaneousPower', int('instantaneousPower')],
      ['consumedAmpHours', value('consumedAmpHours')],
      ['lastFullCharge', int('lastFullCharge')],
      ['midpointVoltage', payloadFormat(midpointV)],
      ['midpointDeviation', payloadFormat(0)],
    );
  } else if (provider === BATTERY_PROVIDER.JkBmsSerial && state.answeredMs !== undefined) {
    out.push(...jk.readings(pack, view, state.manufacturer, state.answeredMs, now));
  }
  return out;
}
