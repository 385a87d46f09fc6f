import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { STATIC_FILES, type StaticFile } from '@dtu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface Cached {
  version: string;
  bytes: Buffer;
  etag: string;
}

/**
 * The built app, served as the firmware serves its embedded copy (the URLs and headers of
 * `STATIC_FILES`, an ETag of the content, 304 on a match), and `index.html` for every other path
 * no route claims: the app's own pages. A file changed on disk (a rebuild) is read again.
 */
export function registerWebFiles(app: FastifyInstance, webappDir: string): void {
  const cache = new Map<string, Cached>();
  const read = async (file: string): Promise<Cached | undefined> => {
    const path = join(webappDir, file);
    const info = await stat(path).catch(() => undefined);
    if (!info) return undefined;
    const version = `${info.mtimeMs}/${info.size}`;
    const known = cache.get(path);
    if (known?.version === version) return known;
    const bytes = await readFile(path);
    const fresh = { version, bytes, etag: `"${createHash('md5').update(bytes).digest('hex')}"` };
    cache.set(path, fresh);
    return fresh;
  };
  const serve = (entry: StaticFile) => async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await read(entry.file);
    if (!found) {
      const missing = join(webappDir, entry.file);
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The web app build is missing (${missing}): npm run build\n`);
    }
    reply.header('ETag', found.etag).header('Cache-Control', 'public, must-revalidate');
    if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
    if (entry.gzip) reply.header('Content-Encoding', 'gzip');
    return reply.code(200).type(entry.type).send(found.bytes);
  };
  for (const [url, entry] of Object.entries(STATIC_FILES)) app.get(url, serve(entry));
  app.setNotFoundHandler(serve(STATIC_FILES['/index.html'] as StaticFile));
}
