import type { Device } from '../../device/device.ts';
import { dtuIdentity } from './dtu-identity.ts';
import type { Outlet } from './outlet.ts';

type Group = 'always' | 'vedirect' | 'soc' | 'soc-vedirect';

const NUMBERS: [
  caption: string,
  sub: string,
  ic: string,
  unit: string,
  min: number,
  max: number,
  group: Group,
][] = [
  [
    'DPL battery voltage start threshold',
    'threshold/voltage/start',
    'mdi:battery-charging',
    'V',
    16,
    60,
    'always',
  ],
  [
    'DPL battery voltage stop threshold',
    'threshold/voltage/stop',
    'mdi:battery-charging',
    'V',
    16,
    60,
    'always',
  ],
  [
    'DPL full solar passthrough start voltage',
    'threshold/voltage/full_solar_passthrough_start',
    'mdi:transmission-tower-import',
    'V',
    16,
    60,
    'vedirect',
  ],
  [
    'DPL full solar passthrough stop voltage',
    'threshold/voltage/full_solar_passthrough_stop',
    'mdi:transmission-tower-import',
    'V',
    16,
    60,
    'vedirect',
  ],
  ['DPL battery SoC start threshold', 'threshold/soc/start', 'mdi:battery-charging', '%', 0, 100, 'soc'],
  ['DPL battery SoC stop threshold', 'threshold/soc/stop', 'mdi:battery-charging', '%', 0, 100, 'soc'],
  [
    'DPL full solar passthrough SoC',
    'threshold/soc/full_solar_passthrough',
    'mdi:transmission-tower-import',
    '%',
    0,
    100,
    'soc-vedirect',
  ],
];

/** Dynamic power limiter discovery (docs/firmware/onbattery-2024.05.03/mqtt.md §4.6): the mode select, then the threshold numbers. */
export function publishLimiterDiscovery(out: Outlet, device: Device): void {
  const { powerlimiter: pl, vedirect, battery, mqtt } = device.config;
  const id = dtuIdentity(device);
  const dev = {
    name: 'Dynamic Power Limiter',
    ids: '0002',
    cu: `http://${id.ip}`,
    mf: 'OpenDTU',
    mdl: 'Dynamic Power Limiter',
    sw: id.version,
  };
  const select = {
    name: 'DPL Mode',
    uniq_id: 'dpl_mode',
    ic: 'mdi:gauge',
    ent_cat: 'config',
    cmd_t: `${out.prefix}powerlimiter/cmd/mode`,
    stat_t: `${out.prefix}powerlimiter/status/mode`,
    options: ['0', '1', '2'],
    dev,
  };
  out.hass('select/powerlimiter/dpl_mode/config', JSON.stringify(select));
  if (pl.is_inverter_solar_powered) return;
  const soc = battery.enabled && !pl.ignore_soc;
  const wanted: Record<Group, boolean> = {
    always: true,
    vedirect: vedirect.enabled,
    soc,
    'soc-vedirect': soc && vedirect.enabled,
  };
  for (const [caption, sub, ic, unit, min, max, group] of NUMBERS) {
    if (!wanted[group]) continue;
    const objectId = caption.replaceAll(' ', '_').toLowerCase();
    const payload: Record<string, unknown> = {
      name: caption,
      uniq_id: objectId,
      ic,
      ent_cat: 'config',
      cmd_t: `${out.prefix}powerlimiter/cmd/${sub}`,
      stat_t: `${out.prefix}powerlimiter/status/${sub}`,
      unit_of_meas: unit,
      min,
      max,
      mode: 'box',
    };
    if (mqtt.hass.expire) payload.exp_aft = 3 * mqtt.publish_interval;
    payload.dev = dev;
    out.hass(`number/powerlimiter/${objectId}/config`, JSON.stringify(payload));
  }
}
