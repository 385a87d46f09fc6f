import { DAY_MS, dayFromKey, dayNumber, MINUTE_MS } from './device-time.ts';
import { DIGESTS, type DigestBook, keptDigests } from './finder-digest.ts';
import { digestDays, finderInverterOf, finderWindow, VOLTAGE_DAYS } from './finder-history.ts';
import type { LivedataState } from './live-observer.ts';
import type { RecordStore } from './record-store.ts';
import type { DayRecord, SampleRecord } from './records.ts';
import { type Finding, findWeakInputs, type InverterVerdict } from './weak-inputs.ts';

/** Days the finder looks back (its overcast window). */
export const FINDER_DAYS = 31;

/** The id of a finding, as the user marks it known (`serial:input:kind`; `serial:input:tilt` marks a tilt). */
export const findingId = (f: Pick<Finding, 'serial' | 'input' | 'kind'>) =>
  `${f.serial}:${f.input}:${f.kind}`;

/** An inverter whose inputs the device has described: configured Wp and the user's name per input. */
export interface DescribedInverter {
  serial: string;
  name: string;
  wp: number[];
  inputs: string[];
}

/** Inverters whose inputs the device has described (detail data); the first answer of a page has none. */
export function describedInverters(state: LivedataState): DescribedInverter[] {
  return state.serials.flatMap((serial) => {
    const inverter = state.inverters[serial]?.inverter;
    if (!inverter?.DC) return [];
    // Integer-like keys ("0", "1", …) enumerate in ascending order.
    const dc = Object.values(inverter.DC);
    return [
      {
        serial,
        name: inverter.name,
        wp: dc.map((c) => c.Irradiation?.max ?? 0),
        inputs: dc.map((c) => c.name.u),
      },
    ];
  });
}

export interface WeakInputs {
  verdicts: InverterVerdict[];
  /** Inverter name and input names (empty when not set) by serial. */
  names: Record<string, { name: string; inputs: string[] }>;
}

/** What the limiter tells the finder: the lower-case serials it drives, and whether the battery feeds them. */
export interface FinderLimiter {
  governed: (serial: string) => boolean;
  battery: (serial: string) => boolean;
}

/** Device UTC ms of a day's local midnight. */
const startOf = (day: DayRecord) => dayFromKey(day.d) * DAY_MS - day.o * MINUTE_MS;

/** Device UTC ms of the first of `days` without quarter records, `Infinity` when all have them. */
function firstNotRolledUp(days: readonly DayRecord[], quarters: readonly SampleRecord[]): number {
  const rolled = new Set(quarters.map((record) => dayNumber(record.t, record.o)));
  const open = days.find((day) => !rolled.has(dayFromKey(day.d)));
  return open ? startOf(open) : Number.POSITIVE_INFINITY;
}

/**
 * The digests of `days` (the finder's window, oldest first): those kept from earlier checks for
 * finished days whose summary did not change, the others from their samples (usually today's
 * minutes only); the new ones of finished days are kept for the next check and the next page.
 */
export async function finderDigests(
  db: RecordStore,
  days: readonly DayRecord[],
  inputs: ReadonlyMap<string, number>,
): Promise<DigestBook> {
  const kept = (await db.meta<DigestBook>(DIGESTS)) ?? {};
  const stale = days.filter((day) => kept[day.d]?.cov !== day.cov);
  if (!stale[0]) return kept;
  const { quartersFrom, minutesFrom, to } = finderWindow(stale);
  // Lazy: the finder reads a few series of most records; from the first day to digest on.
  const quarters = await db.samples('q', Math.max(quartersFrom, startOf(stale[0])), to, undefined, true);
  // Past days are rolled up into quarters; only the days not rolled up yet (today, and
  // yesterday just after midnight) are read as minutes.
  const from = Math.max(minutesFrom, firstNotRolledUp(stale, quarters));
  const minutes = from < to ? await db.samples('min', from, to, undefined, true) : [];
  const fresh = digestDays(
    stale,
    [...quarters, ...minutes],
    (serial, day) => inputs.get(serial) ?? day.inv[serial]?.ch.length ?? 0,
  );
  const book = { ...kept, ...fresh.book };
  const keep = { ...kept };
  for (const d of fresh.rolledUp) keep[d] = fresh.book[d] as DigestBook[string];
  if (fresh.rolledUp.size > 0)
    await db
      .write({
        meta: {
          [DIGESTS]: keptDigests(
            keep,
            days.map((day) => day.d),
            VOLTAGE_DAYS,
          ),
        },
      })
      .catch(() => {});
  return book;
}

/**
 * The weak-module finder over the recorded `days` (the newest `FINDER_DAYS`, oldest first) for
 * every described inverter. Inputs marked "different tilt" (`serial:input:tilt` in `known`) skip
 * the overcast cross-check.
 */
export async function weakVerdicts(
  db: RecordStore,
  days: readonly DayRecord[],
  list: readonly DescribedInverter[],
  limiter: FinderLimiter,
  known: readonly string[],
): Promise<WeakInputs> {
  // Nothing recorded yet (or storage off): every inverter still gets its verdict ("more days needed").
  const book = days[0]
    ? await finderDigests(db, days, new Map(list.map((i) => [i.serial, i.wp.length])))
    : {};
  const verdicts = list.map(({ serial, wp }) =>
    findWeakInputs(
      finderInverterOf(
        {
          serial,
          wp,
          governed: limiter.governed(serial.toLowerCase()),
          battery: limiter.battery(serial.toLowerCase()),
          tilt: wp.map((_, i) => known.includes(`${serial}:${i}:tilt`)),
        },
        days,
        book,
      ),
    ),
  );
  return {
    verdicts,
    names: Object.fromEntries(list.map(({ serial, name, inputs }) => [serial, { name, inputs }])),
  };
}
