import type { DayBar } from './day-energy.ts';
import { isoWithOffset } from './device-time.ts';
import { findGaps } from './gaps.ts';
import { type DayRecord, parseSeriesKey, type SampleRecord } from './records.ts';

/** `,` and `.` with plain UTF-8, or the "Excel (de)" variant: `;`, decimal comma, a BOM. */
export interface CsvDialect {
  separator: ',' | ';';
  decimalComma: boolean;
  bom: boolean;
}

export const CSV_PLAIN: CsvDialect = { separator: ',', decimalComma: false, bom: false };
export const CSV_EXCEL_DE: CsvDialect = { separator: ';', decimalComma: true, bom: true };

/** `channel field unit` per series field, in the record's field order. */
const columns = (text: string) => text.split(',').map((column) => column.split(' '));
const INV_COLUMNS = columns(
  'AC power W,AC power_max W,AC voltage V,AC frequency Hz,INV temperature °C,INV yield_day Wh,INV yield_total Wh,INV limit %,INV reachable ,INV producing ',
);
const INPUT_COLUMNS = columns('power W,power_max W,voltage V,current A,yield_day Wh');
const SITE_COLUMNS = columns(
  'site meter_power W,site soc %,site charge_controller_power W,site charger_power W,site limiter_state ,site limiter_limit W',
);

function cell(value: string, dialect: CsvDialect): string {
  const special = value.includes(dialect.separator) || /["\n\r]/.test(value);
  return special ? `"${value.replaceAll('"', '""')}"` : value;
}

function number(value: number, dialect: CsvDialect): string {
  const text = String(Math.round(value * 1000) / 1000);
  return dialect.decimalComma ? text.replace('.', ',') : text;
}

function lines(header: string[], rows: string[][], dialect: CsvDialect): string {
  const body = [header, ...rows].map((row) =>
    row.map((value) => cell(value, dialect)).join(dialect.separator),
  );
  return `${dialect.bom ? '\uFEFF' : ''}${body.join('\r\n')}\r\n`;
}

/**
 * Tidy CSV of minute or quarter records: one row per value, device-local ISO 8601 time with
 * offset; same-day gaps add one `estimated` average-power row per missing interval.
 */
export function samplesCsv(
  records: readonly SampleRecord[],
  names: Readonly<Record<string, string>>,
  stepMs: number,
  dialect: CsvDialect = CSV_PLAIN,
): string {
  const rows: string[][] = [];
  const estimated = new Map<number, string[][]>();
  const keys = [...new Set(records.flatMap((record) => Object.keys(record.s)))].sort();
  for (const key of keys) {
    const parts = parseSeriesKey(key);
    if (!parts || parts.input !== undefined) continue;
    for (const gap of findGaps(records, key, stepMs)) {
      const offset = records.find((record) => record.t >= gap.fromT)?.o ?? 0;
      for (let t = gap.fromT; t < gap.toT; t += stepMs) {
        const row = [
          isoWithOffset(t, offset),
          parts.serial,
          names[parts.serial] ?? '',
          'AC',
          'power',
          number(gap.averageW, dialect),
          'W',
          'estimated',
        ];
        estimated.set(t, [...(estimated.get(t) ?? []), row]);
      }
    }
  }
  const times = [...new Set([...records.map((record) => record.t), ...estimated.keys()])].sort(
    (a, b) => a - b,
  );
  const byTime = new Map(records.map((record) => [record.t, record]));
  for (const t of times) {
    const record = byTime.get(t);
    for (const key of record ? Object.keys(record.s).sort() : []) {
      const series = record?.s[key];
      if (!record || !series) continue;
      const time = isoWithOffset(record.t, record.o);
      const parts = parseSeriesKey(key);
      const fields = !parts
        ? SITE_COLUMNS
        : parts.input === undefined
          ? INV_COLUMNS
          : INPUT_COLUMNS.map((column) => [`DC${parts.input}`, ...column]);
      const serial = parts?.serial ?? '';
      series.forEach((value, i) => {
        const [channel = '', field = '', unit = ''] = fields[i] ?? [];
        if (Number.isFinite(value))
          rows.push([
            time,
            serial,
            names[serial] ?? '',
            channel,
            field,
            number(value, dialect),
            unit,
            'measured',
          ]);
      });
    }
    rows.push(...(estimated.get(t) ?? []));
  }
  return lines(
    ['timestamp', 'inverter_serial', 'inverter_name', 'channel', 'field', 'value', 'unit', 'quality'],
    rows,
    dialect,
  );
}

/** Daily summary CSV: one row per bar and inverter, per-input yields in trailing columns. */
export function dailyCsv(
  bars: readonly DayBar[],
  days: readonly DayRecord[],
  dialect: CsvDialect = CSV_PLAIN,
): string {
  const byDay = new Map(days.map((day) => [day.d, day]));
  const inputs = Math.max(0, ...days.flatMap((day) => Object.values(day.inv).map((inv) => inv.ch.length)));
  const header = [
    'date',
    'inverter_serial',
    'inverter_name',
    'yield_wh',
    'yield_source',
    'peak_w',
    'peak_time',
    'coverage_pct',
  ];
  for (let i = 0; i < inputs; i++) header.push(`input${i}_yield_wh`);
  const rows: string[][] = [];
  for (const bar of bars) {
    const day = byDay.get(bar.from);
    for (const serial of Object.keys(bar.inverters).sort()) {
      const inv = day?.inv[serial];
      const row = [
        bar.days > 1 ? `${bar.from}/${bar.to}` : bar.from,
        serial,
        inv?.n ?? '',
        number(bar.inverters[serial] ?? 0, dialect),
        bar.source === 'total' ? 'yield_total' : 'yield_day',
        inv ? number(inv.pk, dialect) : '',
        inv && day ? isoWithOffset(inv.pkT, day.o) : '',
        number(bar.coverage * 100, dialect),
      ];
      for (let i = 0; i < inputs; i++) {
        const wh = bar.inputs[`${serial}:${i}`];
        row.push(wh === undefined ? '' : number(wh, dialect));
      }
      rows.push(row);
    }
  }
  return lines(header, rows, dialect);
}
