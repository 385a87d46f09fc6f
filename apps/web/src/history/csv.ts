import {
  type DayBar,
  type DayRecord,
  isoWithOffset,
  parseSeriesKey,
  type SampleRecord,
  type Series,
  type YieldSource,
} from '@dtu/recording';
import { estimatedRows } from './csv-estimated.ts';
import { type Chunking, nextTask } from './event-loop.ts';
import { type KeyedGap, scanGaps } from './gaps.ts';

/** A record makes dozens of rows: 100 records took ~40 ms on a busy two-core test machine. */
const CSV_CHUNK_RECORDS = 100;
/** Estimated rows that count as much work as a record (about the rows of one record). */
const CSV_ROWS_PER_RECORD = 50;

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

/** The cells of a series' rows before the value and its unit, written once per series and field. */
type RowCells = [before: string, unit: string][];

/**
 * The values CSV as one text part per record (its rows, after the estimated rows of the gaps
 * before it), the header first: `samplesCsv` joins them, `samplesCsvParts` builds them in slices.
 * `gaps` (`scanGaps` over the same records) are written out lazily, a bounded number at a time.
 */
function sampleParts(
  records: readonly SampleRecord[],
  names: Readonly<Record<string, string>>,
  stepMs: number,
  dialect: CsvDialect,
  gaps: readonly KeyedGap[],
) {
  const separator = separatorOf(dialect);
  const cellsOf = new Map<string, RowCells>();
  const cells = (key: string): RowCells => {
    let known = cellsOf.get(key);
    if (known) return known;
    const parts = parseSeriesKey(key);
    const serial = parts?.serial ?? '';
    const fields = !parts
      ? SITE_COLUMNS
      : parts.input === undefined
        ? INV_COLUMNS
        : INPUT_COLUMNS.map((column) => [`DC${parts.input}`, ...column]);
    const cell = (text: string | undefined) => csvCell(text ?? '', separator);
    // A field beyond the known columns (none is stored) gets empty cells, as before.
    known = Array.from({ length: Math.max(16, fields.length) }, (_, i) => {
      const column = fields[i] ?? [];
      return [[serial, names[serial], column[0], column[1]].map(cell).join(separator), cell(column[2])];
    });
    cellsOf.set(key, known);
    return known;
  };
  const row = (time: string, [before, unit]: [string, string], value: number, quality: string) =>
    `${time}${separator}${before}${separator}${csvCell(number(value, dialect), separator)}${separator}${unit}${separator}${quality}\r\n`;
  const estimated = estimatedRows(records, gaps, stepMs, (t, o, key, w) =>
    row(csvCell(isoWithOffset(t, o), separator), cells(key)[0] as [string, string], w, 'estimated'),
  );
  return {
    head: head(SAMPLES_HEADER, dialect),
    /** The estimated rows before `t`, at most `max` of them; `rows` says how many. */
    estimated,
    record(record: SampleRecord): string {
      const time = csvCell(isoWithOffset(record.t, record.o), separator);
      let text = '';
      for (const key of Object.keys(record.s).sort()) {
        const series = record.s[key] as Series;
        const known = cells(key);
        for (let i = 0; i < series.length; i++) {
          const value = series[i] as number;
          if (Number.isFinite(value)) text += row(time, known[i] as [string, string], value, 'measured');
        }
      }
      return text;
    },
  };
}

/** The gaps of `records`, scanned at once. */
function allGaps(records: readonly SampleRecord[], stepMs: number): KeyedGap[] {
  const scan = scanGaps(stepMs);
  for (const record of records) scan.feed(record);
  return scan.gaps();
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
  const parts = sampleParts(records, names, stepMs, dialect, allGaps(records, stepMs));
  const all = Number.POSITIVE_INFINITY;
  return (
    parts.head +
    records.map((record) => parts.estimated(record.t, all).text + parts.record(record)).join('') +
    parts.estimated(all, all).text
  );
}

/**
 * `samplesCsv` as the parts of a `Blob`, built in slices with a pause between them (the page
 * and the recorder run in between): first the gap search, then the rows. A slice does at most
 * `chunk` units of work, a unit being a record scanned for gaps, a record written, or
 * `CSV_ROWS_PER_RECORD` estimated rows; each slice's text is one part.
 */
export async function samplesCsvParts(
  records: readonly SampleRecord[],
  names: Readonly<Record<string, string>>,
  stepMs: number,
  dialect: CsvDialect = CSV_PLAIN,
  chunking: Chunking = {},
): Promise<string[]> {
  const { chunk = CSV_CHUNK_RECORDS, pause = nextTask, progress } = chunking;
  const slice = { work: 0 };
  const spend = async (work: number) => {
    slice.work += work;
    if (slice.work < chunk) return;
    slice.work = 0;
    await pause();
  };
  const scan = scanGaps(stepMs);
  for (const record of records) {
    scan.feed(record);
    await spend(1);
  }
  const parts = sampleParts(records, names, stepMs, dialect, scan.gaps());
  const out = [parts.head];
  let text = '';
  const flush = async (work: number, done: number) => {
    const paused = slice.work + work >= chunk;
    if (paused) {
      out.push(text);
      text = '';
      progress?.(done);
    }
    await spend(work);
  };
  const estimatedUntil = async (t: number, done: number) => {
    for (;;) {
      const rows = Math.max(1, (chunk - slice.work) * CSV_ROWS_PER_RECORD);
      const more = parts.estimated(t, rows);
      text += more.text;
      if (more.rows === 0) return;
      await flush(more.rows / CSV_ROWS_PER_RECORD, done);
    }
  };
  for (const [i, record] of records.entries()) {
    const done = (i + 0.5) / records.length;
    await estimatedUntil(record.t, done);
    text += parts.record(record);
    await flush(1, (i + 1) / records.length);
  }
  await estimatedUntil(Number.POSITIVE_INFINITY, 1);
  out.push(text);
  progress?.(1);
  return out;
}

/**
 * `yield_source` of a daily row: the device counter a figure was taken from, by its name, or
 * `recorded_part` for the energy between the recorded samples (at least that much).
 */
const YIELD_SOURCE_CSV: Record<YieldSource, string> = {
  total: 'yield_total',
  day: 'yield_day',
  seen: 'recorded_part',
};

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
        YIELD_SOURCE_CSV[bar.sources[serial] ?? 'seen'],
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
