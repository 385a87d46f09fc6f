import { configVersionText } from '../../device/config-version.ts';
import type { Device } from '../../device/device.ts';
import type { HeapFigures } from '../../device/heap.ts';
import type { LiveSimulation } from '../../live/simulation.ts';
import { inverterFields } from '../inverter-fields.ts';
import { dtuIdentity } from '../mqtt/dtu-identity.ts';
import { paddedFormat } from '../mqtt/payload-format.ts';

/** Field order within a channel on this page (docs/firmware/onbattery-2024.05.03/mqtt.md §6.3), unlike the MQTT order. */
const FIELD_ORDER = [
  'Power',
  'Voltage',
  'Current',
  'PowerDC',
  'YieldDay',
  'YieldTotal',
  'Frequency',
  'Temperature',
  'PowerFactor',
  'ReactivePower',
  'Efficiency',
  'Irradiation',
];

/**
 * Where the panel series (`opendtu_PanelInfo`, `_MaxPower`, `_YieldTotalOffset`) take their
 * channel settings: 2024.05.03 reads the config slot at the inverter's position among the running
 * inverters (`config.Inverter[idx]`, so after an empty slot the names of another slot), both 2026
 * generations the inverter's own slot (`Configuration.getInverterConfig(inv->serial())`).
 */
export type PanelSlot = 'position' | 'own';

/**
 * The firmware's metrics text, quirks included: headers only where the firmware happens to print
 * them (first inverter; field headers only on its AC channel), 0-based DC channels, the
 * Arduino padding for 0-decimal values, label values unescaped.
 */
export function metricsText(
  device: Device,
  sim: LiveSimulation,
  heap: HeapFigures,
  panelSlot: PanelSlot = 'position',
): string {
  const lines: string[] = [];
  const head = (name: string, help: string, type: string) =>
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
  const id = dtuIdentity(device);
  head('opendtu_build', 'Build info', 'gauge');
  lines.push(
    `opendtu_build{name="${id.hostname}",id="${id.version}",version="${configVersionText(device.config.cfg.version)}"} 1`,
  );
  head('opendtu_platform', 'Platform info', 'gauge');
  lines.push(`opendtu_platform{arch="ESP32-D0WD-V3",mac="${id.mac}"} 1`);
  head('opendtu_uptime', 'Uptime in seconds', 'counter');
  lines.push(`opendtu_uptime ${device.uptimeSeconds()}`);
  head('opendtu_heap_size', 'System memory size', 'gauge');
  lines.push(`opendtu_heap_size ${heap.size}`);
  head('opendtu_free_heap_size', 'System free memory', 'gauge');
  lines.push(`opendtu_free_heap_size ${heap.free}`);
  head('opendtu_biggest_heap_block', 'Biggest free heap block', 'gauge');
  lines.push(`opendtu_biggest_heap_block ${heap.biggestBlock}`);
  head('opendtu_heap_min_free', 'Minimum free memory since boot', 'gauge');
  lines.push(`opendtu_heap_min_free ${heap.minFree}`);
  head('wifi_rssi', 'WiFi RSSI', 'gauge');
  lines.push(`wifi_rssi ${id.rssi}`);
  head('wifi_station', 'WiFi Station info', 'gauge');
  lines.push(`wifi_station{bssid="${id.bssid}"} 1`);

  const now = device.now();
  const uptime = device.uptimeSeconds();
  sim.inverters.forEach((inv, unit) => {
    const first = unit === 0;
    const slot = sim.slotOf(inv);
    const labels = `serial="${inv.serialHex}",unit="${unit}",name="${slot.name}"`;
    const lastUpdate =
      inv.lastDataMs === undefined ? 0 : Math.max(0, uptime - Math.floor((now - inv.lastDataMs) / 1000));
    if (first) head('opendtu_last_update', 'last update from inverter in s', 'gauge');
    lines.push(`opendtu_last_update{${labels}} ${lastUpdate}`);
    if (first) head('opendtu_inverter_limit_relative', 'current relative limit of the inverter', 'gauge');
    lines.push(`opendtu_inverter_limit_relative{${labels}} ${(inv.limitRelative / 100).toFixed(6)}`);
    if (inv.maxPowerW > 0) {
      if (first) head('opendtu_inverter_limit_absolute', 'current relative limit of the inverter', 'gauge');
      lines.push(
        `opendtu_inverter_limit_absolute{${labels}} ${((inv.limitRelative * inv.maxPowerW) / 100).toFixed(6)}`,
      );
    }
    if (inv.lastDataMs === undefined) return;
    const panels = (panelSlot === 'own' ? slot : device.config.inverters[unit])?.channel ?? [];
    for (const channel of inverterFields(inv, slot)) {
      const c = channel.index;
      if (channel.type === 'DC') {
        const panel = panels[c];
        const headers = first && c === 0;
        if (headers) head('opendtu_PanelInfo', 'panel information', 'gauge');
        lines.push(`opendtu_PanelInfo{${labels},channel="${c}",panelname="${panel?.name ?? ''}"} 1`);
        if (headers) head('opendtu_MaxPower', 'panel maximum output power', 'gauge');
        lines.push(`opendtu_MaxPower{${labels},channel="${c}"} ${panel?.max_power ?? 0}`);
        if (headers) head('opendtu_YieldTotalOffset', 'panel yield offset (for used inverters)', 'gauge');
        lines.push(
          `opendtu_YieldTotalOffset{${labels},channel="${c}"} ${(panel?.yield_total_offset ?? 0).toFixed(6)}`,
        );
      }
      const fields = [...channel.fields].sort(
        (a, b) => FIELD_ORDER.indexOf(a.name) - FIELD_ORDER.indexOf(b.name),
      );
      for (const f of fields) {
        const metric = `opendtu_${f.name}`;
        if (first && channel.type === 'AC') head(metric, `in ${f.unit}`, 'gauge');
        lines.push(
          `${metric}{${labels},type="${channel.type}",channel="${c}"} ${paddedFormat(f.value, f.decimals)}`,
        );
      }
    }
  });
  return `${lines.join('\n')}\n`;
}
