import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { STATIC_FILES, type StaticFile } from '@dtu/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The table is the firmware's (contract); the routes read it from here.
export { STATIC_FILES, type StaticFile };

interface Loaded {
  mtimeMs: number;
  size: number;
  bytes: Buffer;
  etag: string;
}

/**
 * Serves the web build the way the firmware serves its embedded copy. Files are re-read when
 * they change on disk, so a rebuild shows up without restarting the emulator.
 */
export function createStaticServer(webappDir: string) {
  const cache = new Map<string, Loaded>();

  async function load(file: string): Promise<Loaded | undefined> {
    const path = join(webappDir, file);
    try {
      const info = await stat(path);
      const cached = cache.get(path);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
      const bytes = await readFile(path);
      const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      const loaded = { mtimeMs: info.mtimeMs, size: info.size, bytes, etag };
      cache.set(path, loaded);
      return loaded;
    } catch {
      return undefined;
    }
  }

  async function send(
    entry: StaticFile,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const loaded = await load(entry.file);
    if (!loaded) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          `The web app build is missing: ${join(webappDir, entry.file)} was not found.\n` +
            'If `npm start` is building it right now, reload in a few seconds; otherwise build it\n' +
            'with `npm run build` or point the emulator at a build with --webapp DIR.\n',
        );
    }
    reply.header('ETag', loaded.etag).header('Cache-Control', 'public, must-revalidate');
    if (request.headers['if-none-match'] === loaded.etag) return reply.code(304).send();
    if (entry.gzip) reply.header('Content-Encoding', 'gzip');
    return reply.code(200).type(entry.type).send(loaded.bytes);
  }

  return {
    send,
    /** The catch-all answer: the app's index.html. */
    sendIndex: (request: FastifyRequest, reply: FastifyReply) =>
      send(STATIC_FILES['/index.html'] as StaticFile, request, reply),
  };
}

export type StaticServer = ReturnType<typeof createStaticServer>;
