import type { GatewayFigures } from './gateway-figures.ts';
import { FLOWS } from './installation.ts';

/** The content type of the OpenMetrics text format. */
export const OPENMETRICS_TYPE = 'application/openmetrics-text; version=1.0.0; charset=utf-8';

/**
 * Every metric family the exporter writes, with its help text. All are gauges: YieldTotal too,
 * as promtool reads the classic text format, in which an OpenMetrics counter's `_total` samples
 * stand apart from their family.
 */
const HELP = {
  dtuweb_gateway_reachable: "The companion's live socket to the gateway is open.",
  dtuweb_records_age_seconds: 'Device seconds since the newest recorded reading.',
  dtuweb_inverter_power_watts: 'AC power (W).',
  dtuweb_inverter_energy_today_wh:
    "Energy since the gateway's local midnight as recorded (Wh), as /history counts it.",
  dtuweb_inverter_energy_today_at_least:
    "1 when today's energy is only what the recorded readings saw (at least).",
  dtuweb_inverter_yield_wh: "The gateway's YieldTotal at the last recorded reading (Wh).",
  dtuweb_input_power_watts: 'DC power of an input (W).',
  dtuweb_input_energy_today_wh: "An input's energy today as recorded (Wh).",
  dtuweb_day_recorded_ratio: 'Share of the minutes of today so far that the companion recorded.',
  dtuweb_site_energy_today_wh: "Today's energy flows over the recorded minutes (Wh).",
  dtuweb_site_self_sufficiency_ratio: "Today's share of home use not from the grid.",
  dtuweb_finding: 'A weak input the finder reports (1).',
  dtuweb_alerts_open: 'Open alerts of a rule.',
} as const;
type MetricName = keyof typeof HELP;
type Labels = Record<string, string | number>;

const escaped = (text: string | number) =>
  String(text).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([key, value]) => `${key}="${escaped(value)}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
};

/** The gateways' figures as OpenMetrics text (each figure once, labelled by gateway, serial, name and input). */
export function openMetrics(gateways: readonly GatewayFigures[]): string {
  const families = new Map<MetricName, string[]>();
  // A figure not known is left out, never written as a made-up value.
  const add = (name: MetricName, labels: Labels, value: number | undefined) => {
    if (value === undefined || !Number.isFinite(value)) return;
    const samples = families.get(name) ?? [];
    families.set(name, samples);
    samples.push(`${name}${labelText(labels)} ${value}`);
  };
  for (const g of gateways) {
    const gateway = { gateway: g.gateway };
    add('dtuweb_gateway_reachable', gateway, +g.reachable);
    add('dtuweb_records_age_seconds', gateway, g.recordsAgeS);
    for (const inv of g.inverters) {
      const labels = { ...gateway, serial: inv.serial, name: inv.name };
      add('dtuweb_inverter_power_watts', labels, inv.powerW);
      add('dtuweb_inverter_energy_today_wh', labels, inv.energyTodayWh);
      add('dtuweb_inverter_energy_today_at_least', labels, inv.today && +inv.today.atLeast);
      add('dtuweb_inverter_yield_wh', labels, inv.yieldTotalWh);
      for (const input of inv.inputs) {
        const inputLabels = { ...labels, input: input.input, input_name: input.name };
        add('dtuweb_input_power_watts', inputLabels, input.powerW);
        add('dtuweb_input_energy_today_wh', inputLabels, input.energyTodayWh);
      }
    }
    const day = g.inverters.find((inv) => inv.today)?.today;
    add('dtuweb_day_recorded_ratio', gateway, day && day.recordedMinutes / day.elapsedMinutes);
    for (const flow of FLOWS) add('dtuweb_site_energy_today_wh', { ...gateway, flow }, g.site?.[flow]);
    add('dtuweb_site_self_sufficiency_ratio', gateway, g.site?.selfSufficiency);
    for (const f of g.findings ?? [])
      add(
        'dtuweb_finding',
        { ...gateway, serial: f.serial, input: f.input, input_name: f.name, finding: f.id },
        1,
      );
    for (const [rule, count] of Object.entries(g.openAlerts ?? {}))
      add('dtuweb_alerts_open', { ...gateway, rule }, count);
  }
  const lines: string[] = [];
  for (const [name, samples] of families)
    lines.push(`# TYPE ${name} gauge`, `# HELP ${name} ${escaped(HELP[name])}`, ...samples);
  lines.push('# EOF');
  return `${lines.join('\n')}\n`;
}
