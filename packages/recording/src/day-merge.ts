import type { CounterDay, DayRecord, InverterDay } from './records.ts';

/**
 * One counter day from two records of the same day: the earlier first sample, the later last
 * sample, the larger effective YieldDay and peak. A record that starts where the stored one
 * starts is its continuation (the recorder reloads the stored day) and replaces it, never less.
 */
export function mergeCounter(stored: CounterDay, fresh: CounterDay): CounterDay {
  const first = fresh.fT < stored.fT ? fresh : stored;
  const last = fresh.lT >= stored.lT ? fresh : stored;
  const peak = fresh.pk > stored.pk ? fresh : stored;
  return {
    fT: first.fT,
    fYt: first.fYt,
    pre: first.pre,
    fP: first.fP,
    lT: last.lT,
    lYt: last.lYt,
    raw: last.raw,
    off: last.off,
    lP: last.lP,
    yd: Math.max(stored.yd, fresh.yd),
    pk: peak.pk,
    pkT: peak.pkT,
  };
}

function mergeInverter(stored: InverterDay, fresh: InverterDay): InverterDay {
  const inputs = Math.max(stored.ch.length, fresh.ch.length);
  const ch = Array.from({ length: inputs }, (_, i) => {
    const [a, b] = [stored.ch[i], fresh.ch[i]];
    return a && b ? mergeCounter(a, b) : (a ?? b)!;
  });
  return { ...mergeCounter(stored, fresh), n: fresh.n || stored.n, ch };
}

/** First and last sample time of a day record over its inverters. */
function span(day: DayRecord): [number, number] {
  const counters = Object.values(day.inv);
  return [Math.min(...counters.map((c) => c.fT)), Math.max(...counters.map((c) => c.lT))];
}

/**
 * A stored day is only ever merged with, never replaced by a smaller record (a new leader tab's
 * first minutes, or a sample that a backward step of the device-clock estimate put into the day
 * before): inverters are united, their counters merged, and the observed minutes add up where
 * the two records saw separate stretches of the day (else the larger count stands).
 */
export function mergeDays(stored: DayRecord | undefined, fresh: DayRecord): DayRecord {
  if (!stored || stored.d !== fresh.d) return fresh;
  const inv: Record<string, InverterDay> = { ...stored.inv };
  for (const [serial, day] of Object.entries(fresh.inv)) {
    const old = inv[serial];
    inv[serial] = old ? mergeInverter(old, day) : day;
  }
  const [a, b] = [span(stored), span(fresh)];
  const apart =
    Object.keys(stored.inv).length > 0 && Object.keys(fresh.inv).length > 0 && (b[0] > a[1] || a[0] > b[1]);
  // At most the minutes of a 25-hour day (the autumn DST change).
  const cov = apart ? Math.min(1500, stored.cov + fresh.cov) : Math.max(stored.cov, fresh.cov);
  return { d: fresh.d, o: stored.o, cov, inv };
}
