import { Readable } from 'node:stream';
import { sampleFromJson, sampleToJson } from '@dtu/recording/record-json.ts';
import {
  COMPANION_DAYS_PAGE,
  COMPANION_RECORDS_PATH,
  COMPANION_SAMPLES_PAGE,
  type CompanionRecords,
  type WriteJson,
} from '@dtu/recording/remote-store.ts';
import type { FastifyInstance } from 'fastify';
import { jsonBodies } from './json-body.ts';
import type { SqliteStore } from './sqlite-store.ts';

type Store = 'min' | 'q';

/**
 * An import comes in batches of the app's `IMPORT_BATCH` records (a few MB for a site of many
 * inverters), its last write with every day summary of the backup; nothing the app sends is larger.
 */
const WRITE_BODY_LIMIT = 16 * 1024 * 1024;

const STORE = { type: 'object', properties: { store: { enum: ['min', 'q'] } } } as const;
const T = { type: 'integer', minimum: 0 } as const;
const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const FROM_TO = { type: 'object', properties: { from: T, to: T }, required: ['from', 'to'] } as const;
const RANGE = {
  ...FROM_TO,
  properties: {
    ...FROM_TO.properties,
    limit: { type: 'integer', minimum: 0, maximum: COMPANION_SAMPLES_PAGE },
  },
} as const;

/** A JSON array of texts that are JSON each, in chunks of about 64 KB: no answer is built whole. */
function jsonArray(texts: readonly string[]): Readable {
  return Readable.from(
    (function* chunks() {
      let chunk = '[';
      for (const [index, text] of texts.entries()) {
        chunk += index ? `,${text}` : text;
        if (chunk.length < 65_536) continue;
        yield chunk;
        chunk = '';
      }
      yield `${chunk}]`;
    })(),
    { objectMode: false },
  );
}

/**
 * The read and import API of one gateway's records (`remote-store.ts` is its client, the
 * browser's history reads through it). Reading follows the gateway's read-only access, a write (an
 * import) needs its admin (`access.ts`). Every read is bounded: a range and at most a page of
 * records (`COMPANION_SAMPLES_PAGE`, `COMPANION_DAYS_PAGE`), sent as stored, never parsed again;
 * a query that is no range gets 400 with the reason (Fastify's validation).
 */
export function registerRecordsRoutes(app: FastifyInstance, gateway: string, store: SqliteStore): void {
  const at = (path: string) => `${COMPANION_RECORDS_PATH}${path}`;
  const read = { config: { access: 'read' as const } };
  // The app asks this before a login to know it is served by a companion: it names the gateway only.
  app.get(
    COMPANION_RECORDS_PATH,
    { config: { access: 'open' } },
    async (): Promise<CompanionRecords> => ({
      gateway,
    }),
  );
  app.get<{ Params: { store: Store }; Querystring: { from: number; to: number; limit?: number } }>(
    at('/samples/:store'),
    { ...read, schema: { params: STORE, querystring: RANGE } },
    async (req, reply) => {
      const { from, to, limit = COMPANION_SAMPLES_PAGE } = req.query;
      const texts = store.sampleTexts(req.params.store, from, to, limit);
      return reply.type('application/json; charset=utf-8').send(jsonArray(texts));
    },
  );
  app.get<{ Params: { store: Store }; Querystring: { from: number; to: number } }>(
    at('/around/:store'),
    { ...read, schema: { params: STORE, querystring: FROM_TO } },
    async (req) => {
      const found = await store.around(req.params.store, req.query.from, req.query.to);
      return found.map((record) => (record ? sampleToJson(record) : null));
    },
  );
  app.get<{ Querystring: { from?: string; to?: string; limit?: number } }>(
    at('/days'),
    {
      ...read,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            from: DAY,
            to: DAY,
            limit: { type: 'integer', minimum: 0, maximum: COMPANION_DAYS_PAGE },
          },
        },
      },
    },
    async (req, reply) => {
      const { from, to, limit = COMPANION_DAYS_PAGE } = req.query;
      return reply.type('application/json; charset=utf-8').send(jsonArray(store.dayTexts(from, to, limit)));
    },
  );
  app.get(at('/day-keys'), read, async () => store.dayKeys());
  app.get<{ Params: { key: string } }>(at('/meta/:key'), read, async (req) => ({
    value: await store.meta(req.params.key),
  }));
  app.register(async (scope) => {
    jsonBodies(scope, WRITE_BODY_LIMIT);
    scope.post<{ Body: WriteJson }>(at('/write'), { config: { access: 'admin' } }, async (req) => {
      const { min, q, ...rest } = req.body;
      return {
        bytes: await store.write({ ...rest, min: min?.map(sampleFromJson), q: q?.map(sampleFromJson) }),
      };
    });
  });
}
