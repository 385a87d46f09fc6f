import type { RecordStore } from '@dtu/recording';
import {
  COMPANION_RECORDS_PATH,
  type CompanionRecords,
  sampleFromJson,
  sampleToJson,
  type WriteJson,
} from '@dtu/recording';
import type { FastifyInstance } from 'fastify';
import { jsonBodies } from './json-body.ts';

type Store = 'min' | 'q';
interface Range {
  from?: string;
  to?: string;
  limit?: string;
}

/** An import of a long backup comes in batches; each stays well below this. */
const WRITE_BODY_LIMIT = 64 * 1024 * 1024;

const num = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) ? value : fallback;
};

/**
 * The read and import API of one gateway's records (`remote-store.ts` is its client, the
 * browser's history reads through it). Reading is open like the device's live data; a write
 * (an import) needs what the gateway itself accepts as admin: `allowed(authorization)` asks it.
 */
export function registerRecordsRoutes(
  app: FastifyInstance,
  gateway: string,
  store: RecordStore,
  allowed: (authorization: string | undefined) => Promise<boolean>,
): void {
  const at = (path: string) => `${COMPANION_RECORDS_PATH}${path}`;
  app.get(COMPANION_RECORDS_PATH, async (): Promise<CompanionRecords> => ({ gateway }));
  app.get<{ Params: { store: Store }; Querystring: Range }>(at('/samples/:store'), async (req, reply) => {
    const { store: name } = req.params;
    if (name !== 'min' && name !== 'q') return reply.code(404).send();
    const { from, to, limit } = req.query;
    const records = await store.samples(name, num(from, 0), num(to, Number.MAX_SAFE_INTEGER), num(limit, -1));
    return records.map(sampleToJson);
  });
  app.get<{ Params: { store: Store }; Querystring: Range }>(at('/around/:store'), async (req, reply) => {
    const { store: name } = req.params;
    if (name !== 'min' && name !== 'q') return reply.code(404).send();
    const found = await store.around(name, num(req.query.from, 0), num(req.query.to, 0));
    return found.map((record) => (record ? sampleToJson(record) : null));
  });
  app.get<{ Querystring: { from?: string; to?: string; limit?: string } }>(at('/days'), async (req) =>
    store.days(
      req.query.from,
      req.query.to,
      req.query.limit === undefined ? undefined : num(req.query.limit, -1),
    ),
  );
  app.get(at('/day-keys'), async () => store.dayKeys());
  app.get<{ Params: { key: string } }>(at('/meta/:key'), async (req) => ({
    value: await store.meta(req.params.key),
  }));
  app.register(async (scope) => {
    jsonBodies(scope, WRITE_BODY_LIMIT);
    scope.post<{ Body: WriteJson }>(at('/write'), async (req, reply) => {
      if (!(await allowed(req.headers.authorization))) return reply.code(401).send();
      const { min, q, ...rest } = req.body;
      return {
        bytes: await store.write({ ...rest, min: min?.map(sampleFromJson), q: q?.map(sampleFromJson) }),
      };
    });
  });
}
