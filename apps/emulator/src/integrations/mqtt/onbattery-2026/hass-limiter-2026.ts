import type { Device } from '../../../device/device.ts';
import { dtuIdentity } from '../dtu-identity.ts';
import type { Outlet } from '../outlet.ts';
import type { LimiterGroups2026 } from './limiter-groups-2026.ts';

type Group = 'always' | 'battery' | 'solar' | 'soc' | 'socSolar';

/** caption, icon, subtopic (command and state), unit, min, max, step, when. */
type NumberSpec = [string, string, string, string, number, number, number, Group];

const NUMBERS: NumberSpec[] = [
  ['Total Upper Power Limit', 'mdi:speedometer', 'upper_power_limit', 'W', 0, 32767, 1, 'always'],
  ['Target Power Consumption', 'mdi:target', 'target_power_consumption', 'W', -32768, 32767, 1, 'always'],
  [
    'DPL battery voltage start threshold',
    'mdi:battery-charging',
    'threshold/voltage/start',
    'V',
    16,
    60,
    0.1,
    'battery',
  ],
  [
    'DPL battery voltage stop threshold',
    'mdi:battery-charging',
    'threshold/voltage/stop',
    'V',
    16,
    60,
    0.1,
    'battery',
  ],
  [
    'DPL full solar passthrough start voltage',
    'mdi:transmission-tower-import',
    'threshold/voltage/full_solar_passthrough_start',
    'V',
    16,
    60,
    0.1,
    'solar',
  ],
  [
    'DPL full solar passthrough stop voltage',
    'mdi:transmission-tower-import',
    'threshold/voltage/full_solar_passthrough_stop',
    'V',
    16,
    60,
    0.1,
    'solar',
  ],
  ['DPL battery SoC start threshold', 'mdi:battery-charging', 'threshold/soc/start', '%', 0, 100, 1, 'soc'],
  ['DPL battery SoC stop threshold', 'mdi:battery-charging', 'threshold/soc/stop', '%', 0, 100, 1, 'soc'],
  [
    'DPL full solar passthrough SoC',
    'mdi:transmission-tower-import',
    'threshold/soc/full_solar_passthrough',
    '%',
    0,
    100,
    1,
    'socSolar',
  ],
];

const objectId = (caption: string) => caption.replaceAll(' ', '_').toLowerCase();

/**
 * Limiter discovery of 2026.03.31 (`src/MqttHandlePowerLimiterHass.cpp`): every entity lives under
 * the DTU's unique id (`<hostname>_<chip id>`) in topic and `uniq_id`, the device is
 * `<unique id>_DPL` reached via the DTU; the mode select and the two power numbers always, the
 * thresholds (with `step`) and the "full solar passthrough active" binary sensor under the same
 * conditions as their state topics.
 */
export function limiterDiscovery2026(out: Outlet, device: Device, groups: LimiterGroups2026): void {
  const { mqtt } = device.config;
  const id = dtuIdentity(device);
  const uid = id.uniqueId;
  const dev = {
    name: 'Dynamic Power Limiter',
    ids: `${uid}_DPL`,
    cu: `http://${id.ip}`,
    mf: 'OpenDTU',
    mdl: 'Dynamic Power Limiter',
    sw: id.version,
    via_device: uid,
  };
  const expire = mqtt.hass.expire ? { exp_aft: 3 * mqtt.publish_interval } : {};
  const cmd = (sub: string) => `${out.prefix}powerlimiter/cmd/${sub}`;
  const stat = (sub: string) => `${out.prefix}powerlimiter/status/${sub}`;
  const select = {
    name: 'DPL Mode',
    uniq_id: `${uid}_dpl_mode`,
    ic: 'mdi:gauge',
    ent_cat: 'config',
    cmd_t: cmd('mode'),
    stat_t: stat('mode'),
    options: ['0', '1', '2'],
    dev,
  };
  out.hass(`select/${uid}/dpl_mode/config`, JSON.stringify(select));
  const { battery, solar, soc, socSolar } = groups;
  const wanted: Record<Group, boolean> = { always: true, battery, solar, soc, socSolar };
  let binarySent = false;
  for (const [caption, ic, sub, unit, min, max, step, group] of NUMBERS) {
    if (!wanted[group]) continue;
    // The binary sensor comes right before the first full solar passthrough number.
    if (group === 'solar' && !binarySent) {
      binarySent = true;
      const binary = {
        name: 'full solar passthrough active',
        uniq_id: `${uid}_full_solar_passthrough_active`,
        ic: 'mdi:transmission-tower-import',
        stat_t: stat('full_solar_passthrough_active'),
        pl_on: '1',
        pl_off: '0',
        ...expire,
        dev,
      };
      out.hass(`binary_sensor/${uid}/full_solar_passthrough_active/config`, JSON.stringify(binary));
    }
    const number = {
      name: caption,
      uniq_id: `${uid}_${objectId(caption)}`,
      ic,
      ent_cat: 'config',
      cmd_t: cmd(sub),
      stat_t: stat(sub),
      unit_of_meas: unit,
      min,
      max,
      step,
      mode: 'box',
      ...expire,
      dev,
    };
    out.hass(`number/${uid}/${objectId(caption)}/config`, JSON.stringify(number));
  }
}
