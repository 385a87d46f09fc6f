import type { Device } from '../../device/device.ts';
import type { MpptController } from '../../onbattery/mppt-controller.ts';
import { dtuIdentity } from './dtu-identity.ts';
import { type EntitySpec, publishBinarySensor, publishSensor } from './hass-entity.ts';
import type { Outlet } from './outlet.ts';
import { vedirectValid } from './vedirect-readings.ts';

const m = (caption: string, sub: string, icon: string): EntitySpec => ({ caption, sub, icon });
const v = (caption: string, sub: string, devCla: string | undefined, statCla: string, unit: string) => ({
  caption,
  sub,
  devCla,
  statCla,
  unit,
});

/** The sensors of docs/firmware/onbattery-2024.05.03/mqtt.md §4.4 after the load-output binary sensor, in the firmware's order. */
export const VEDIRECT_SENSORS: EntitySpec[] = [
  m('MPPT serial number', 'SER', 'mdi:counter'),
  m('MPPT firmware number', 'FW', 'mdi:counter'),
  m('MPPT state of operation', 'CS', 'mdi:wrench'),
  m('MPPT error code', 'ERR', 'mdi:bell'),
  m('MPPT off reason', 'OR', 'mdi:wrench'),
  m('MPPT tracker operation mode', 'MPPT', 'mdi:wrench'),
  {
    caption: 'MPPT Day sequence number (0...364)',
    sub: 'HSDS',
    icon: 'mdi:calendar-month-outline',
    statCla: 'total',
    unit: 'd',
  },
  v('Battery voltage', 'V', 'voltage', 'measurement', 'V'),
  v('Battery current', 'I', 'current', 'measurement', 'A'),
  v('Battery power (calculated)', 'P', 'power', 'measurement', 'W'),
  v('Battery efficiency (calculated)', 'E', undefined, 'measurement', '%'),
  v('Panel voltage', 'VPV', 'voltage', 'measurement', 'V'),
  v('Panel current (calculated)', 'IPV', 'current', 'measurement', 'A'),
  v('Panel power', 'PPV', 'power', 'measurement', 'W'),
  v('Panel yield total', 'H19', 'energy', 'total_increasing', 'kWh'),
  v('Panel yield today', 'H20', 'energy', 'total', 'kWh'),
  v('Panel maximum power today', 'H21', 'power', 'measurement', 'W'),
  v('Panel yield yesterday', 'H22', 'energy', 'total', 'kWh'),
  v('Panel maximum power yesterday', 'H23', 'power', 'measurement', 'W'),
  // The firmware announces this temperature in W; kept, HA users see what the device sends.
  {
    caption: 'MPPT temperature',
    sub: 'MpptTemperature',
    icon: 'mdi:temperature-celsius',
    devCla: 'temperature',
    statCla: 'measurement',
    unit: 'W',
  },
];

/** What the generations' VE.Direct discovery differs in. */
export interface VedirectDiscoveryTable {
  /** The load output's binary sensor before the sensors (2024.05.03 announces it always). */
  loadBinary: boolean;
  sensors: readonly EntitySpec[];
  /** The device block names the DTU as `via_device`. */
  viaDtu: boolean;
}

/** VE.Direct discovery for every controller whose data is valid right now, per `table`. */
export function vedirectDiscovery(table: VedirectDiscoveryTable) {
  return (out: Outlet, device: Device, mppts: readonly MpptController[], now: number): void => {
    const id = dtuIdentity(device);
    const { mqtt } = device.config;
    for (const ctl of mppts) {
      if (!vedirectValid(ctl, now)) continue;
      const serial = ctl.spec.serial;
      const group = {
        node: `dtu_victron_${serial}`,
        stateRoot: `victron/${serial}/`,
        uniquePrefix: serial,
        dev: {
          name: `Victron(${serial})`,
          ids: serial,
          cu: `http://${id.ip}`,
          mf: 'OpenDTU',
          mdl: ctl.spec.productId,
          sw: id.version,
          ...(table.viaDtu ? { via_device: id.uniqueId } : {}),
        },
        expireAfterS: mqtt.hass.expire ? 3 * mqtt.publish_interval : undefined,
      };
      if (table.loadBinary) {
        const load = { caption: 'MPPT load output state', sub: 'LOAD', icon: 'mdi:export' };
        publishBinarySensor(out, group, load, { on: 'ON', off: 'OFF' });
      }
      for (const spec of table.sensors) publishSensor(out, group, spec);
    }
  };
}

/** VE.Direct discovery of 2024.05.03 (docs/firmware/onbattery-2024.05.03/mqtt.md §4.4). */
export const publishVedirectDiscovery = vedirectDiscovery({
  loadBinary: true,
  sensors: VEDIRECT_SENSORS,
  viaDtu: false,
});
