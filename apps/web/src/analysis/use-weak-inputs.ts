import { DAY_MS, dayFromKey, dayNumber, MINUTE_MS } from '@dtu/recording/device-time.ts';
import type { DayRecord, SampleRecord } from '@dtu/recording/records.ts';
import { useEffect, useState } from 'react';
import { getHistoryDb } from '../history/recorder.ts';
import type { HistoryDb } from '../history/storage.ts';
import { useRecentDays } from '../history/use-history.ts';
import { batterySerials, governedSerials, useLimiterStatus } from '../live/limiter-status.ts';
import { livedataStore } from '../live/livedata.ts';
import { useStore } from '../store/store.ts';
import { DIGESTS, type DigestBook, keptDigests } from './finder-digest.ts';
import { digestDays, finderInverterOf, finderWindow, VOLTAGE_DAYS } from './finder-history.ts';
import { useKnownFindings } from './known-findings.ts';
import { findWeakInputs, type InverterVerdict } from './weak-inputs.ts';

/** Days the finder looks back (its overcast window). */
const WINDOW_DAYS = 31;

export interface WeakInputs {
  verdicts: InverterVerdict[];
  /** Inverter name and input names (empty when not set) by serial. */
  names: Record<string, { name: string; inputs: string[] }>;
}

/**
 * The digests of `days` (the finder's window, oldest first): those kept from earlier checks for
 * finished days whose summary did not change, the others from their samples (usually today's
 * minutes only); the new ones of finished days are kept for the next check and the next page.
 */
async function digests(
  db: HistoryDb,
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

/** Device UTC ms of the first of `days` without quarter records, `Infinity` when all have them. */
function firstNotRolledUp(days: readonly DayRecord[], quarters: readonly SampleRecord[]): number {
  const rolled = new Set(quarters.map((record) => dayNumber(record.t, record.o)));
  const open = days.find((day) => !rolled.has(dayFromKey(day.d)));
  return open ? startOf(open) : Number.POSITIVE_INFINITY;
}

/** Device UTC ms of a day's local midnight. */
const startOf = (day: DayRecord) => dayFromKey(day.d) * DAY_MS - day.o * MINUTE_MS;

/** Inverters whose inputs the device has described (detail data), as one text so renders happen only on change. */
function described(state: ReturnType<typeof livedataStore.get>): string {
  return JSON.stringify(
    state.serials.flatMap((serial) => {
      const inverter = state.inverters[serial]?.inverter;
      if (!inverter?.DC) return [];
      // Integer-like keys ("0", "1", …) enumerate in ascending order.
      const dc = Object.values(inverter.DC);
      return [[serial, inverter.name, dc.map((c) => c.Irradiation?.max ?? 0), dc.map((c) => c.name.u)]];
    }),
  );
}

/**
 * The weak-module finder over the recorded history for every described inverter, rerun when the
 * recorder wrote a new day summary or a mark changed; `undefined` while loading (the history,
 * or the limiter's status that tells which inverter it governs and whether the battery feeds it). Inputs marked
 * "different tilt" (`serial:input:tilt` among the known findings) skip the overcast cross-check.
 */
export function useWeakInputs(): WeakInputs | undefined {
  const recent = useRecentDays(WINDOW_DAYS);
  const text = useStore(livedataStore, described);
  const limiter = useLimiterStatus();
  // As text, so that a new read with the same inverters does not run the finder again.
  const governed = [...governedSerials(limiter)].join(',');
  const battery = [...batterySerials(limiter)].join(',');
  const limiterRead = limiter !== undefined;
  const known = useKnownFindings();
  const [result, setResult] = useState<WeakInputs>();
  useEffect(() => {
    const list = JSON.parse(text) as [string, string, number[], string[]][];
    // Until the limiter's status is read (or known to be absent) the governed inverter is unknown;
    // until the live data described the inverters (the page's first answer has no inputs) a
    // verdict would cover none of them, and a caller that runs the finder once would keep it.
    if (!recent || !limiterRead || list.length === 0) return;
    let live = true;
    const load = async () => {
      const db = await getHistoryDb();
      // Nothing recorded yet (or storage off): every inverter still gets its verdict ("more days needed").
      const book = recent[0]
        ? await digests(db, recent, new Map(list.map(([serial, , wp]) => [serial, wp.length])))
        : {};
      return list.map(([serial, , wp]) =>
        findWeakInputs(
          finderInverterOf(
            {
              serial,
              wp,
              governed: governed.split(',').includes(serial.toLowerCase()),
              battery: battery.split(',').includes(serial.toLowerCase()),
              tilt: wp.map((_, i) => known.includes(`${serial}:${i}:tilt`)),
            },
            recent,
            book,
          ),
        ),
      );
    };
    load().then(
      (verdicts) =>
        live &&
        setResult({
          verdicts,
          names: Object.fromEntries(list.map(([serial, name, , inputs]) => [serial, { name, inputs }])),
        }),
      () => live && setResult({ verdicts: [], names: {} }),
    );
    return () => {
      live = false;
    };
  }, [recent, text, limiterRead, governed, battery, known]);
  return result;
}
