import { DAY_MS } from './device-time.ts';
import { type SampleJson, sampleFromJson, sampleToJson } from './record-json.ts';
import type { RecordStore } from './record-store.ts';
import type { DayRecord } from './records.ts';

/**
 * Where a companion serves the records of the gateway its origin stands for (`GET` it: `{ gateway }`).
 * A device has no such path: it answers with its `index.html`, which is how the app tells them apart.
 */
export const COMPANION_RECORDS_PATH = '/companion/records';

/** The most sample records one answer of the companion holds (a day of minutes): a reader asks for the next page. */
export const COMPANION_SAMPLES_PAGE = 1440;

/** The most day summaries one answer of the companion holds (a year). */
export const COMPANION_DAYS_PAGE = 366;

/** The answer of `GET /companion/records`. */
export interface CompanionRecords {
  gateway: string;
}

export function isCompanionRecords(value: unknown): value is CompanionRecords {
  return typeof (value as Partial<CompanionRecords> | null)?.gateway === 'string';
}

/** A write as it travels: the `WriteBatch` with its sample records as JSON. */
export interface WriteJson {
  min?: SampleJson[];
  q?: SampleJson[];
  day?: readonly DayRecord[];
  meta?: Readonly<Record<string, unknown>>;
  prune?: [minBefore?: number, quarterBefore?: number];
}

/** How the remote store reaches the companion: JSON answers of GETs and POSTs below `COMPANION_RECORDS_PATH`. */
export interface RecordsTransport {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

const query = (values: Record<string, number | string | undefined>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();

/**
 * Pages of at most `page` items (`read(count, last)`: the next `count` after `last`) until `limit`
 * are read (all when undefined or negative) or a page comes back short.
 */
async function paged<T>(
  page: number,
  limit: number | undefined,
  read: (count: number, last: T | undefined) => Promise<T[]>,
): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const count = limit === undefined || limit < 0 ? page : Math.min(page, limit - all.length);
    if (count <= 0) return all;
    const got = await read(count, all.at(-1));
    for (const item of got) all.push(item);
    if (got.length < count) return all;
  }
}

/** The day key after `d` (`YYYY-MM-DD`). */
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The companion's records as a `RecordStore`: what the browser's history reads and imports into there. */
export function remoteRecordStore(transport: RecordsTransport): RecordStore {
  const at = (path: string) => `${COMPANION_RECORDS_PATH}/${path}`;
  const maybe = (json: SampleJson | null) => (json ? sampleFromJson(json) : undefined);
  return {
    write: async (batch) =>
      (
        await transport.post<{ bytes: number }>(at('write'), {
          ...batch,
          min: batch.min?.map(sampleToJson),
          q: batch.q?.map(sampleToJson),
        } satisfies WriteJson)
      ).bytes,
    samples: async (store, from, to, limit) =>
      (
        await paged<SampleJson>(COMPANION_SAMPLES_PAGE, limit, (count, last) =>
          transport.get(
            at(`samples/${store}?${query({ from: last ? last.t + 1 : from, to, limit: count })}`),
          ),
        )
      ).map(sampleFromJson),
    around: async (store, from, to) => {
      const [before, after] = await transport.get<[SampleJson | null, SampleJson | null]>(
        at(`around/${store}?${query({ from, to })}`),
      );
      return [maybe(before), maybe(after)];
    },
    days: (from, to, limit) =>
      paged<DayRecord>(COMPANION_DAYS_PAGE, limit, (count, last) =>
        transport.get(at(`days?${query({ from: last ? nextDay(last.d) : from, to, limit: count })}`)),
      ),
    dayKeys: () => transport.get<string[]>(at('day-keys')),
    meta: async <T>(key: string) =>
      (await transport.get<{ value?: T }>(at(`meta/${encodeURIComponent(key)}`))).value,
  };
}
