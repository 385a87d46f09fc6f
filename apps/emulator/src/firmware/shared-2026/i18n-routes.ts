import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { listDeviceFiles, readDeviceFile } from '../../routes/config-files.ts';

/** Language packs are files named `*.lang.json` in the root (`LANG_PACK_SUFFIX`, `include/defaults.h`). */
const PACK_SUFFIX = '.lang.json';

interface LanguagePack {
  code: string;
  name: string;
  file: string;
}

/** The packs the device finds at boot; one without `meta.code` and `meta.name` is ignored (`src/I18n.cpp`). */
async function languagePacks(dataDir: string): Promise<LanguagePack[]> {
  const packs: LanguagePack[] = [];
  for (const file of await listDeviceFiles(dataDir)) {
    if (!file.endsWith(PACK_SUFFIX)) continue;
    try {
      const meta = JSON.parse((await readDeviceFile(dataDir, file))?.toString('utf8') ?? '').meta;
      if (typeof meta?.code === 'string' && meta.code && typeof meta?.name === 'string' && meta.name)
        packs.push({ code: meta.code, name: meta.name, file });
    } catch {
      // Unreadable packs are skipped, as the firmware skips them.
    }
  }
  return packs;
}

/**
 * `/api/i18n/languages` and `/api/i18n/language?code=` (public, `src/WebApi_i18n.cpp`): the
 * uploaded packs, and one pack as JSON with its MD5 as ETag (304 on a match), else 404.
 */
export function registerI18nRoutes(app: FastifyInstance, dataDir: string): void {
  app.get('/api/i18n/languages', async () =>
    (await languagePacks(dataDir)).map(({ code, name }) => ({ code, name })),
  );
  app.get('/api/i18n/language', async (request, reply) => {
    const code = (request.query as Record<string, unknown>).code;
    const pack = (await languagePacks(dataDir)).find((entry) => entry.code === code);
    const bytes = pack && (await readDeviceFile(dataDir, pack.file));
    if (!bytes) return reply.code(404).send('');
    const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    reply.header('Cache-Control', 'public, must-revalidate').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json').send(bytes);
  });
}
