import type { Device } from '../../device/device.ts';
import type { LiveSimulation } from '../../live/simulation.ts';
import { dtuIdentity } from './dtu-identity.ts';
import { FIELD_CLASSES, inverterDevice, publishFieldSensors } from './hass-inverters.ts';
import type { Outlet } from './outlet.ts';

/** Inverter limit numbers accept at most this many W (`MAX_INVERTER_LIMIT`, `include/defaults.h`). */
const MAX_INVERTER_LIMIT_W = 2250;

/** Unit, icon, device class, state class, category: `addCommonMetadata`'s keys in its order. */
interface Meta {
  unit?: string;
  ic?: string;
  devCla?: string;
  statCla?: string;
  cat?: 'config' | 'diagnostic';
}

function metadata(m: Meta): Record<string, string> {
  const out: Record<string, string> = {};
  if (m.unit) out.unit_of_meas = m.unit;
  if (m.ic) out.ic = m.ic;
  if (m.devCla) out.dev_cla = m.devCla;
  if (m.statCla) out.stat_cla = m.statCla;
  if (m.cat) out.ent_cat = m.cat;
  return out;
}

/** The object id of a caption: lower case, spaces to `_`. */
const objectId = (name: string) => name.toLowerCase().replaceAll(' ', '_');

const DTU_SENSORS: [name: string, stat: string, meta: Meta][] = [
  ['IP', 'dtu/ip', { ic: 'mdi:network-outline', cat: 'diagnostic' }],
  ['WiFi Signal', 'dtu/rssi', { unit: 'dBm', devCla: 'signal_strength', cat: 'diagnostic' }],
  ['Uptime', 'dtu/uptime', { unit: 's', devCla: 'duration', cat: 'diagnostic' }],
  [
    'Temperature',
    'dtu/temperature',
    { unit: '°C', devCla: 'temperature', statCla: 'measurement', cat: 'diagnostic' },
  ],
  ['Heap Size', 'dtu/heap/size', { unit: 'Bytes', ic: 'mdi:memory', cat: 'diagnostic' }],
  ['Heap Free', 'dtu/heap/free', { unit: 'Bytes', ic: 'mdi:memory', cat: 'diagnostic' }],
  ['Largest Free Heap Block', 'dtu/heap/maxalloc', { unit: 'Bytes', ic: 'mdi:memory', cat: 'diagnostic' }],
  ['Lifetime Minimum Free Heap', 'dtu/heap/minfree', { unit: 'Bytes', ic: 'mdi:memory', cat: 'diagnostic' }],
  ['Yield Total', 'ac/yieldtotal', { unit: 'kWh', devCla: 'energy', statCla: 'total_increasing' }],
  ['Yield Day', 'ac/yieldday', { unit: 'Wh', devCla: 'energy', statCla: 'total_increasing' }],
  ['AC Power', 'ac/power', { unit: 'W', devCla: 'power', statCla: 'measurement' }],
  ['DC Power', 'dc/power', { unit: 'W', devCla: 'power', statCla: 'measurement' }],
];

const BUTTONS: [name: string, cmd: string, press: string, meta: Meta][] = [
  ['Turn Inverter Off', 'cmd/power', '0', { ic: 'mdi:power-plug-off', cat: 'config' }],
  ['Turn Inverter On', 'cmd/power', '1', { ic: 'mdi:power-plug', cat: 'config' }],
  ['Restart Inverter', 'cmd/restart', '1', { devCla: 'restart', cat: 'config' }],
  ['Reset Radio Statistics', 'cmd/reset_rf_stats', '1', { cat: 'config' }],
];

const NUMBERS: [name: string, stat: string, cmd: string, max: number, step: number, unit: string][] = [
  [
    'Limit NonPersistent Relative',
    'status/limit_relative',
    'cmd/limit_nonpersistent_relative',
    100,
    0.1,
    '%',
  ],
  ['Limit Persistent Relative', 'status/limit_relative', 'cmd/limit_persistent_relative', 100, 0.1, '%'],
  [
    'Limit NonPersistent Absolute',
    'status/limit_absolute',
    'cmd/limit_nonpersistent_absolute',
    MAX_INVERTER_LIMIT_W,
    1,
    'W',
  ],
  [
    'Limit Persistent Absolute',
    'status/limit_absolute',
    'cmd/limit_persistent_absolute',
    MAX_INVERTER_LIMIT_W,
    1,
    'W',
  ],
];

const RADIO: [name: string, sub: string, meta: Meta][] = [
  ['TX Requests', 'tx_request', {}],
  ['RX Success', 'rx_success', {}],
  ['RX Fail Receive Nothing', 'rx_fail_nothing', {}],
  ['RX Fail Receive Partial', 'rx_fail_partial', {}],
  ['RX Fail Receive Corrupt', 'rx_fail_corrupt', {}],
  ['TX Re-Request Fragment', 'tx_re_request', {}],
  ['RSSI', 'rssi', { unit: 'dBm', devCla: 'signal_strength' }],
];

/**
 * DTU and inverter discovery of both 2026 tags (`src/MqttHandleHass.cpp` @ v26.3.30 and
 * 2026.03.31): the device block first in every config, the DTU with twelve sensors (heap,
 * temperature, yields and powers added), each inverter with a fourth button (radio statistics
 * reset), `step` on its limit numbers, seven radio sensors, classes and categories on its binary
 * sensors; field sensors as before, their `exp_aft` from the poll interval in seconds
 * (`pollIntervalS`).
 */
export function publishInverterDiscovery2026(
  out: Outlet,
  device: Device,
  sim: LiveSimulation,
  pollIntervalS: number,
): void {
  const id = dtuIdentity(device);
  const { mqtt } = device.config;
  const uid = id.uniqueId;
  const cu = `http://${id.ip}`;
  const availability = {
    avty_t: out.prefix + mqtt.lwt.topic,
    pl_avail: mqtt.lwt.value_online,
    pl_not_avail: mqtt.lwt.value_offline,
  };
  const sensor = (dev: object, node: string, prefix: string, name: string, stat: string, meta: Meta) => {
    const payload = {
      dev,
      name,
      uniq_id: `${prefix}_${objectId(name)}`,
      stat_t: out.prefix + stat,
      ...metadata(meta),
      ...availability,
    };
    out.hass(`sensor/${node}/${objectId(name)}/config`, JSON.stringify(payload));
  };
  const binary = (
    dev: object,
    node: string,
    prefix: string,
    name: string,
    stat: string,
    on: string,
    off: string,
    meta: Meta,
  ) => {
    const payload = {
      dev,
      name,
      uniq_id: `${prefix}_${objectId(name)}`,
      stat_t: out.prefix + stat,
      pl_on: on,
      pl_off: off,
      ...metadata(meta),
    };
    out.hass(`binary_sensor/${node}/${objectId(name)}/config`, JSON.stringify(payload));
  };
  const dtuDev = { name: id.hostname, ids: uid, cu, mf: 'OpenDTU', mdl: 'OpenDTU', sw: id.version };
  for (const [name, stat, meta] of DTU_SENSORS) sensor(dtuDev, uid, uid, name, stat, meta);
  const { lwt } = mqtt;
  binary(dtuDev, uid, uid, 'Status', lwt.topic, lwt.value_online, lwt.value_offline, {
    devCla: 'connectivity',
    cat: 'diagnostic',
  });
  const views = sim.views();
  for (const view of views) {
    const { inv, slot } = view;
    const s = inv.serialHex;
    const node = `dtu_${s}`;
    const dev = inverterDevice(view, id);
    for (const [name, cmd, press, meta] of BUTTONS) {
      const payload = {
        dev,
        ...metadata(meta),
        name,
        uniq_id: `${s}_${objectId(name)}`,
        cmd_t: `${out.prefix}${s}/${cmd}`,
        payload_press: press,
      };
      out.hass(`button/${node}/${objectId(name)}/config`, JSON.stringify(payload));
    }
    for (const [name, stat, cmd, max, step, unit] of NUMBERS) {
      const payload = {
        dev,
        ...metadata({ unit, ic: 'mdi:speedometer', cat: 'config' }),
        name,
        uniq_id: `${s}_${objectId(name)}`,
        cmd_t: `${out.prefix}${s}/${cmd}`,
        stat_t: `${out.prefix}${s}/${stat}`,
        min: 0,
        max,
        step,
      };
      out.hass(`number/${node}/${objectId(name)}/config`, JSON.stringify(payload));
    }
    binary(dev, node, s, 'Reachable', `${s}/status/reachable`, '1', '0', {
      devCla: 'connectivity',
      cat: 'diagnostic',
    });
    binary(dev, node, s, 'Producing', `${s}/status/producing`, '1', '0', {});
    for (const [name, sub, meta] of RADIO) {
      sensor(dev, node, s, name, `${s}/radio/${sub}`, { ...meta, cat: 'diagnostic' });
    }
    const expire = mqtt.hass.expire
      ? { exp_aft: views.length * Math.max(pollIntervalS, mqtt.publish_interval) * slot.reachable_threshold }
      : {};
    publishFieldSensors(out, view, mqtt.hass.individual_panels, (f, name, stat, uniq) => {
      const classes = FIELD_CLASSES[f.name];
      const meta = metadata({ unit: f.unit, devCla: classes?.[0], statCla: classes?.[1] });
      return JSON.stringify({ dev, ...meta, name, stat_t: stat, uniq_id: uniq, ...expire });
    });
  }
}
