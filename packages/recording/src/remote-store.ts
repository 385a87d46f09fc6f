import { type SampleJson, sampleFromJson, sampleToJson } from './record-json.ts';
import type { RecordStore } from './record-store.ts';
import type { DayRecord } from './records.ts';

/**
 * Where a companion serves the records of the gateway its origin stands for (`GET` it: `{ gateway }`).
 * A device has no such path: it answers with its `index.html`, which is how the app tells them apart.
 */
export const COMPANION_RECORDS_PATH = '/companion/records';

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
      (await transport.get<SampleJson[]>(at(`samples/${store}?${query({ from, to, limit })}`))).map(
        sampleFromJson,
      ),
    around: async (store, from, to) => {
      const [before, after] = await transport.get<[SampleJson | null, SampleJson | null]>(
        at(`around/${store}?${query({ from, to })}`),
      );
      return [maybe(before), maybe(after)];
    },
    days: (from, to, limit) => transport.get<DayRecord[]>(at(`days?${query({ from, to, limit })}`)),
    dayKeys: () => transport.get<string[]>(at('day-keys')),
    meta: async <T>(key: string) =>
      (await transport.get<{ value?: T }>(at(`meta/${encodeURIComponent(key)}`))).value,
  };
}
