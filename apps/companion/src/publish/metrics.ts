import type { GatewayFigures } from './gateway-figures.ts';
import { FLOWS } from './installation.ts';

/** The content type of the OpenMetrics text format. */
export const OPENMETRICS_TYPE = 'application/openmetrics-text; version=1.0.0; charset=utf-8';

type Labels = Record<string, string | number>;
interface Family {
  name: string;
  type: 'gauge';
  help: string;
  samples: { labels: Labels; value: number }[];
}

/** Every metric family the exporter writes. */
const METRIC_NAMES = [
  'dtuweb_inverter_power_watts',
  'dtuweb_inverter_energy_today_wh',
  'dtuweb_inverter_energy_today_at_least',
  'dtuweb_inverter_yield_wh',
  'dtuweb_input_power_watts',
  'dtuweb_input_energy_today_wh',
  'dtuweb_site_energy_today_wh',
  'dtuweb_site_self_sufficiency_ratio',
  'dtuweb_day_recorded_ratio',
  'dtuweb_finding',
  'dtuweb_alerts_open',
  'dtuweb_records_age_seconds',
  'dtuweb_gateway_reachable',
] as const;
type MetricName = (typeof METRIC_NAMES)[number];

const escaped = (text: string | number) =>
  String(text).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([key, value]) => `${key}="${escaped(value)}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
};

/** The gateways' figures as OpenMetrics text (each figure once, labelled by gateway, serial, name and input). */
export function openMetrics(gateways: readonly GatewayFigures[]): string {
  const families = new Map<MetricName, Family>();
  const add = (
    name: MetricName,
    type: Family['type'],
    help: string,
    labels: Labels,
    value: number | undefined,
  ) => {
    if (value === undefined || !Number.isFinite(value)) return;
    const family = families.get(name) ?? { name, type, help, samples: [] };
    families.set(name, family);
    family.samples.push({ labels, value });
  };
  for (const g of gateways) {
    const gateway = { gateway: g.gateway };
    add(
      'dtuweb_gateway_reachable',
      'gauge',
      "The companion's live socket to the gateway is open.",
      gateway,
      +g.reachable,
    );
    add(
      'dtuweb_records_age_seconds',
      'gauge',
      'Device seconds since the newest recorded reading.',
      gateway,
      g.recordsAgeS,
    );
    for (const inv of g.inverters) {
      const labels = { ...gateway, serial: inv.serial, name: inv.name };
      add('dtuweb_inverter_power_watts', 'gauge', 'AC power (W).', labels, inv.powerW);
      add(
        'dtuweb_inverter_energy_today_wh',
        'gauge',
        "Energy since the gateway's local midnight as recorded (Wh), as /history counts it.",
        labels,
        inv.energyTodayWh,
      );
      add(
        'dtuweb_inverter_energy_today_at_least',
        'gauge',
        "1 when today's energy is only what the recorded readings saw (at least).",
        labels,
        inv.today && +inv.today.atLeast,
      );
      // A gauge, not a counter: promtool reads the classic text format, in which an OpenMetrics
      // counter's `_total` samples stand apart from their family.
      add(
        'dtuweb_inverter_yield_wh',
        'gauge',
        "The gateway's YieldTotal at the last recorded reading (Wh).",
        labels,
        inv.yieldTotalWh,
      );
      for (const input of inv.inputs) {
        const inputLabels = { ...labels, input: input.input, input_name: input.name };
        add('dtuweb_input_power_watts', 'gauge', 'DC power of an input (W).', inputLabels, input.powerW);
        add(
          'dtuweb_input_energy_today_wh',
          'gauge',
          "An input's energy today as recorded (Wh).",
          inputLabels,
          input.energyTodayWh,
        );
      }
    }
    const day = g.inverters.find((inv) => inv.today)?.today;
    add(
      'dtuweb_day_recorded_ratio',
      'gauge',
      'Share of the minutes of today so far that the companion recorded.',
      gateway,
      day && day.recordedMinutes / day.elapsedMinutes,
    );
    if (g.site) {
      for (const flow of FLOWS)
        add(
          'dtuweb_site_energy_today_wh',
          'gauge',
          "Today's energy flows over the recorded minutes (Wh).",
          { ...gateway, flow },
          g.site[flow],
        );
      add(
        'dtuweb_site_self_sufficiency_ratio',
        'gauge',
        "Today's share of home use not from the grid.",
        gateway,
        g.site.selfSufficiency,
      );
    }
    for (const f of g.findings ?? [])
      add(
        'dtuweb_finding',
        'gauge',
        'A weak input the finder reports (1).',
        { ...gateway, serial: f.serial, input: f.input, input_name: f.name, finding: f.id },
        1,
      );
    for (const [rule, count] of Object.entries(g.openAlerts ?? {}))
      add('dtuweb_alerts_open', 'gauge', 'Open alerts of a rule.', { ...gateway, rule }, count);
  }
  const lines: string[] = [];
  for (const family of families.values()) {
    lines.push(`# TYPE ${family.name} ${family.type}`, `# HELP ${family.name} ${escaped(family.help)}`);
    for (const s of family.samples) lines.push(`${family.name}${labelText(s.labels)} ${s.value}`);
  }
  lines.push('# EOF');
  return `${lines.join('\n')}\n`;
}
