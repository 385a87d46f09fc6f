import type { Device } from '../../device/device.ts';
import type { InverterView } from '../../live/livedata-builders.ts';
import type { LiveSimulation } from '../../live/simulation.ts';
import { type FieldValue, inverterFields, mqttChannel } from '../inverter-fields.ts';
import { type DtuIdentity, dtuIdentity } from './dtu-identity.ts';
import type { Outlet } from './outlet.ts';

/** Device class and state class per field (docs/firmware/onbattery-2024.05.03/mqtt.md §4.3.4); Efficiency and Irradiation have none. */
export const FIELD_CLASSES: Record<string, [string, string] | undefined> = {
  Voltage: ['voltage', 'measurement'],
  Current: ['current', 'measurement'],
  Power: ['power', 'measurement'],
  PowerDC: ['power', 'measurement'],
  YieldDay: ['energy', 'total_increasing'],
  YieldTotal: ['energy', 'total_increasing'],
  Frequency: ['frequency', 'measurement'],
  Temperature: ['temperature', 'measurement'],
  PowerFactor: ['power_factor', 'measurement'],
  ReactivePower: ['reactive_power', 'measurement'],
};

const BUTTONS = [
  { id: 'turn_inverter_off', name: 'Turn Inverter Off', ic: 'mdi:power-plug-off', cmd: 'power', press: '0' },
  { id: 'turn_inverter_on', name: 'Turn Inverter On', ic: 'mdi:power-plug', cmd: 'power', press: '1' },
  { id: 'restart_inverter', name: 'Restart Inverter', devCla: 'restart', cmd: 'restart', press: '1' },
] as const;

const NUMBERS = [
  ['limit_nonpersistent_relative', 'Limit NonPersistent Relative', 'limit_relative', '%', 100],
  ['limit_persistent_relative', 'Limit Persistent Relative', 'limit_relative', '%', 100],
  ['limit_nonpersistent_absolute', 'Limit NonPersistent Absolute', 'limit_absolute', 'W', 2250],
  ['limit_persistent_absolute', 'Limit Persistent Absolute', 'limit_absolute', 'W', 2250],
] as const;

/** The DTU's own four entities (docs/firmware/onbattery-2024.05.03/mqtt.md §4.2). */
function publishDtuDiscovery(out: Outlet, device: Device): void {
  const id = dtuIdentity(device);
  const { lwt } = device.config.mqtt;
  const dev = {
    name: id.hostname,
    ids: id.uniqueId,
    cu: `http://${id.ip}`,
    mf: 'OpenDTU',
    mdl: 'OpenDTU',
    sw: id.version,
  };
  const availability = {
    stat_t: '',
    avty_t: out.prefix + lwt.topic,
    pl_avail: lwt.value_online,
    pl_not_avail: lwt.value_offline,
    dev,
  };
  const sensor = (object: string, name: string, extra: Record<string, string>, stat: string) => {
    const payload = {
      name,
      uniq_id: `${id.uniqueId}_${object}`,
      ...extra,
      ...availability,
      stat_t: out.prefix + stat,
    };
    out.hass(`sensor/${id.uniqueId}/${object}/config`, JSON.stringify(payload));
  };
  sensor('ip', 'IP', { ent_cat: 'diagnostic', ic: 'mdi:network-outline' }, 'dtu/ip');
  sensor(
    'wifi_signal',
    'WiFi Signal',
    { dev_cla: 'signal_strength', ent_cat: 'diagnostic', unit_of_meas: 'dBm' },
    'dtu/rssi',
  );
  sensor('uptime', 'Uptime', { dev_cla: 'duration', ent_cat: 'diagnostic', unit_of_meas: 's' }, 'dtu/uptime');
  const status = {
    name: 'Status',
    uniq_id: `${id.uniqueId}_status`,
    stat_t: out.prefix + lwt.topic,
    pl_on: lwt.value_online,
    pl_off: lwt.value_offline,
    dev_cla: 'connectivity',
    ent_cat: 'diagnostic',
    dev,
  };
  out.hass(`binary_sensor/${id.uniqueId}/status/config`, JSON.stringify(status));
}

function fieldPayload(
  f: FieldValue,
  name: string,
  stat: string,
  uniq: string,
  dev: object,
  expire: number | undefined,
) {
  const payload: Record<string, unknown> = { name, stat_t: stat, uniq_id: uniq };
  if (f.unit !== '') payload.unit_of_meas = f.unit;
  payload.dev = dev;
  if (expire !== undefined) payload.exp_aft = expire;
  const classes = FIELD_CLASSES[f.name];
  if (classes) {
    payload.dev_cla = classes[0];
    payload.stat_cla = classes[1];
  }
  return JSON.stringify(payload);
}

/**
 * DTU and inverter discovery (docs/firmware/onbattery-2024.05.03/mqtt.md §4.2, §4.3): per inverter 3 buttons, 4 numbers, 2 binary
 * sensors and the field sensors; DC fields announced only with individual panels, otherwise
 * emptied so Home Assistant removes them.
 */
export function publishInverterDiscovery(out: Outlet, device: Device, sim: LiveSimulation): void {
  publishDtuDiscovery(out, device);
  const { mqtt, dtu } = device.config;
  const id = dtuIdentity(device);
  const views = sim.views();
  for (const view of views) {
    const { inv, slot } = view;
    const s = inv.serialHex;
    const node = `dtu_${s}`;
    const dev = inverterDevice(view, id);
    for (const b of BUTTONS) {
      const payload: Record<string, unknown> = { name: b.name, uniq_id: `${s}_${b.id}` };
      if ('ic' in b) payload.ic = b.ic;
      if ('devCla' in b) payload.dev_cla = b.devCla;
      Object.assign(payload, {
        ent_cat: 'config',
        cmd_t: `${out.prefix}${s}/cmd/${b.cmd}`,
        payload_press: b.press,
        dev,
      });
      out.hass(`button/${node}/${b.id}/config`, JSON.stringify(payload));
    }
    for (const [numberId, name, stat, unit, max] of NUMBERS) {
      const payload = {
        name,
        uniq_id: `${s}_${numberId}`,
        ic: 'mdi:speedometer',
        ent_cat: 'config',
        cmd_t: `${out.prefix}${s}/cmd/${numberId}`,
        stat_t: `${out.prefix}${s}/status/${stat}`,
        unit_of_meas: unit,
        min: 0,
        max,
        dev,
      };
      out.hass(`number/${node}/${numberId}/config`, JSON.stringify(payload));
    }
    for (const [binaryId, name] of [
      ['reachable', 'Reachable'],
      ['producing', 'Producing'],
    ] as const) {
      const payload = {
        name,
        uniq_id: `${s}_${binaryId}`,
        stat_t: `${out.prefix}${s}/status/${binaryId}`,
        pl_on: '1',
        pl_off: '0',
        dev,
      };
      out.hass(`binary_sensor/${node}/${binaryId}/config`, JSON.stringify(payload));
    }
    const expire = mqtt.hass.expire
      ? views.length * Math.max(dtu.poll_interval, mqtt.publish_interval) * slot.reachable_threshold
      : undefined;
    publishFieldSensors(out, view, mqtt.hass.individual_panels, (f, name, stat, uniq) =>
      fieldPayload(f, name, stat, uniq, dev, expire),
    );
  }
}

/** The device block of an inverter's entities (both generations). */
export function inverterDevice({ inv, slot }: InverterView, id: DtuIdentity) {
  return {
    name: slot.name,
    ids: inv.serialHex,
    cu: `http://${id.ip}`,
    mf: 'OpenDTU',
    mdl: inv.field.model.family.type,
    sw: id.version,
    via_device: id.uniqueId,
  };
}

/**
 * Every field sensor of one inverter (docs/firmware/onbattery-2024.05.03/mqtt.md §4.3.4) with the generation's `payload`; a DC field
 * without individual panels is emptied, so Home Assistant removes it.
 */
export function publishFieldSensors(
  out: Outlet,
  { inv, slot }: InverterView,
  individualPanels: boolean,
  payload: (f: FieldValue, name: string, stat: string, uniq: string) => string,
): void {
  const s = inv.serialHex;
  for (const channel of inverterFields(inv, slot)) {
    const chan = mqttChannel(channel);
    for (const f of channel.fields) {
      const topic = `sensor/dtu_${s}/ch${chan}_${f.name}/config`;
      if (channel.type === 'DC' && !individualPanels) {
        out.hass(topic, '');
        continue;
      }
      const name = channel.type === 'DC' ? `CH${chan} ${f.name}` : f.name;
      out.hass(topic, payload(f, name, `${out.prefix}${s}/${chan}/${f.topic}`, `${s}_ch${chan}_${f.name}`));
    }
  }
}
