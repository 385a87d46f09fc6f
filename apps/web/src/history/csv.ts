import type { DayBar } from './day-energy.ts';
import { isoWithOffset } from './device-time.ts';
import { findGaps } from './gaps.ts';
import { type DayRecord, parseSeriesKey, type SampleRecord } from './records.ts';

/** `false`: `,` and `.` with plain UTF-8; `true`: the "Excel (de)" variant: `;`, decimal comma, a BOM. */
export type CsvDialect = boolean;
export const CSV_PLAIN: CsvDialect = false;
export const CSV_EXCEL_DE: CsvDialect = true;

/** `channel field unit` per series field, in the record's field order. */
const columns = (text: string) => text.split(',').map((column) => column.split(' '));
const INV_COLUMNS = columns(
  'AC power W,AC power_max W,AC voltage V,AC frequency Hz,INV temperature °C,INV yield_day Wh,INV yield_total Wh,INV limit %,INV reachable ,INV producing ',
);
const INPUT_COLUMNS = columns('power W,power_max W,voltage V,current A,yield_day Wh');
const SITE_COLUMNS = columns(
  'site meter_power W,site soc %,site charge_controller_power W,site charger_power W,site limiter_state ,site limiter_limit W',
);

/** A number as `number()` writes it (a minus sign is no formula), in either dialect. */
const NUMBER = /^-?\d+([.,]\d+)?(e[+-]\d+)?$/;

/**
 * One cell. Text a spreadsheet would run as a formula (names come from devices and imported
 * backups) gets a `'` in front and quotes; a number, negative ones too, stays a number.
 */
export function csvCell(value: string, separator: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value);
  const text = formula ? `'${value}` : value;
  return formula || text.includes(separator) || /["\n\r]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** The file text: header and rows, cells quoted where needed, CRLF line ends. */
function lines(header: string[], rows: string[][], excel: CsvDialect): string {
  const separator = excel ? ';' : ',';
  const body = [header, ...rows].map((row) => row.map((v) => csvCell(v, separator)).join(separator));
  return `${excel ? '\uFEFF' : ''}${body.join('\r\n')}\r\n`;
}

const number = (value: number, dialect: CsvDialect) => {
  const text = String(Math.round(value * 1000) / 1000);
  return dialect ? text.replace('.', ',') : text;
};

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
  // [time, row]: sorted by time at the end (stable, so a time's measured rows come first).
  const rows: [number, string[]][] = [];
  const row = (t: number, o: number, serial: string, column: string[], value: number, quality: string) =>
    rows.push([
      t,
      [
        isoWithOffset(t, o),
        serial,
        names[serial] ?? '',
        column[0] ?? '',
        column[1] ?? '',
        number(value, dialect),
        column[2] ?? '',
        quality,
      ],
    ]);
  for (const record of records)
    for (const key of Object.keys(record.s).sort()) {
      const parts = parseSeriesKey(key);
      const fields = !parts
        ? SITE_COLUMNS
        : parts.input === undefined
          ? INV_COLUMNS
          : INPUT_COLUMNS.map((column) => [`DC${parts.input}`, ...column]);
      record.s[key]?.forEach((value, i) => {
        if (Number.isFinite(value))
          row(record.t, record.o, parts?.serial ?? '', fields[i] ?? [], value, 'measured');
      });
    }
  const inverters = new Set(
    records.flatMap((record) => Object.keys(record.s).filter((key) => key[0] === 'i')),
  );
  for (const key of [...inverters].sort())
    for (const gap of findGaps(records, key, stepMs)) {
      const offset = records.find((record) => record.t >= gap.from)?.o ?? 0;
      for (let t = gap.from; t < gap.to; t += stepMs)
        row(t, offset, key.slice(2), INV_COLUMNS[0] ?? [], gap.w, 'estimated');
    }
  return lines(
    'timestamp,inverter_serial,inverter_name,channel,field,value,unit,quality'.split(','),
    rows.sort((a, b) => a[0] - b[0]).map(([, cells]) => cells),
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
  const header =
    'date,inverter_serial,inverter_name,yield_wh,yield_source,peak_w,peak_time,coverage_pct'.split(',');
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
