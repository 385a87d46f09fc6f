import type { DayBar } from './day-energy.ts';
import { isoWithOffset } from './device-time.ts';
import { type Chunking, inChunks } from './event-loop.ts';

/** A record makes dozens of rows: 100 records took ~40 ms on a busy two-core test machine. */
const CSV_CHUNK_RECORDS = 100;

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

const separatorOf = (excel: CsvDialect) => (excel ? ';' : ',');
/** One line of the file, CRLF included. */
const line = (cells: readonly string[], separator: string) =>
  `${cells.map((v) => csvCell(v, separator)).join(separator)}\r\n`;
/** The file's start: the Excel variant's BOM and the header line. */
const head = (header: readonly string[], excel: CsvDialect) =>
  `${excel ? '\uFEFF' : ''}${line(header, separatorOf(excel))}`;

/** The file text: header and rows, cells quoted where needed, CRLF line ends. */
function lines(header: string[], rows: string[][], excel: CsvDialect): string {
  return head(header, excel) + rows.map((row) => line(row, separatorOf(excel))).join('');
}

const number = (value: number, dialect: CsvDialect) => {
  const text = String(Math.round(value * 1000) / 1000);
  return dialect ? text.replace('.', ',') : text;
};

const SAMPLES_HEADER = 'timestamp,inverter_serial,inverter_name,channel,field,value,unit,quality'.split(',');

/**
 * The values CSV as one text part per record (its rows, after the estimated rows of the gaps
 * before it), the header first: `samplesCsv` joins them, `samplesCsvParts` builds them in chunks.
 */
function sampleParts(
  records: readonly SampleRecord[],
  names: Readonly<Record<string, string>>,
  stepMs: number,
  dialect: CsvDialect,
) {
  const separator = separatorOf(dialect);
  const row = (t: number, o: number, serial: string, column: string[], value: number, quality: string) =>
    line(
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
      separator,
    );
  // Estimated rows by time, then by series (stable sort); each goes out after the measured
  // rows of its minute, before the next record.
  const estimated: [t: number, text: string][] = [];
  const inverters = new Set(
    records.flatMap((record) => Object.keys(record.s).filter((key) => key[0] === 'i')),
  );
  for (const key of [...inverters].sort())
    for (const gap of findGaps(records, key, stepMs)) {
      const offset = records.find((record) => record.t >= gap.from)?.o ?? 0;
      for (let t = gap.from; t < gap.to; t += stepMs)
        estimated.push([t, row(t, offset, key.slice(2), INV_COLUMNS[0] ?? [], gap.w, 'estimated')]);
    }
  estimated.sort((a, b) => a[0] - b[0]);
  let next = 0;
  const until = (t: number) => {
    let text = '';
    for (; next < estimated.length && (estimated[next]?.[0] ?? t) < t; next++) text += estimated[next]?.[1];
    return text;
  };
  return {
    head: head(SAMPLES_HEADER, dialect),
    record(record: SampleRecord): string {
      let text = until(record.t);
      for (const key of Object.keys(record.s).sort()) {
        const parts = parseSeriesKey(key);
        const fields = !parts
          ? SITE_COLUMNS
          : parts.input === undefined
            ? INV_COLUMNS
            : INPUT_COLUMNS.map((column) => [`DC${parts.input}`, ...column]);
        record.s[key]?.forEach((value, i) => {
          if (Number.isFinite(value))
            text += row(record.t, record.o, parts?.serial ?? '', fields[i] ?? [], value, 'measured');
        });
      }
      return text;
    },
    tail: () => until(Number.POSITIVE_INFINITY),
  };
}

/**
 * Tidy CSV of minute or quarter records (sorted by time, as the store reads them): one row per
 * value, device-local ISO 8601 time with offset; same-day gaps add one `estimated`
 * average-power row per missing interval.
 */
export function samplesCsv(
  records: readonly SampleRecord[],
  names: Readonly<Record<string, string>>,
  stepMs: number,
  dialect: CsvDialect = CSV_PLAIN,
): string {
  const parts = sampleParts(records, names, stepMs, dialect);
  return parts.head + records.map(parts.record).join('') + parts.tail();
}

/** `samplesCsv` as the parts of a `Blob`, one per chunk of records, the page running between chunks. */
export async function samplesCsvParts(
  records: readonly SampleRecord[],
  names: Readonly<Record<string, string>>,
  stepMs: number,
  dialect: CsvDialect = CSV_PLAIN,
  chunking?: Chunking,
): Promise<string[]> {
  const parts = sampleParts(records, names, stepMs, dialect);
  const chunk = chunking?.chunk ?? CSV_CHUNK_RECORDS;
  const out = [parts.head];
  let text = '';
  await inChunks(
    records,
    (record, i) => {
      text += parts.record(record);
      // One Blob part per chunk: few parts, none of them the whole file.
      if ((i + 1) % chunk === 0) {
        out.push(text);
        text = '';
      }
    },
    { ...chunking, chunk },
  );
  out.push(text + parts.tail());
  return out;
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
