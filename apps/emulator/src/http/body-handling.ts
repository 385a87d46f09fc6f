import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Device } from '../device/device.ts';

/** The largest block the device's heap can hand out (docs/firmware/onbattery-2024.05.03/settings.md §2.14, `heap_max_block`): 65524 bytes. */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

/** The declared body length, or undefined for none (chunked bodies are counted as they come). */
function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  const length = header === undefined ? Number.NaN : Number(header);
  return Number.isFinite(length) ? length : undefined;
}

/**
 * Makes odd request bodies harmless, as on the device, where a body the server cannot read
 * simply has no `data` parameter: JSON and unknown content types are accepted (the write
 * routes ignore them → 1002), and a body the parsers reject answers 400, never a 5xx.
 */
export function installBodyHandling(app: FastifyInstance, device: Device): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, body);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // A body the device could never hold is refused before a byte of it is read, on every path
  // (unknown ones too); only the streamed uploads read on, with their own running size checks.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.streamUpload) return;
    const length = declaredLength(request);
    if (length !== undefined && length > FORM_BODY_MAX_BYTES) {
      return reply.code(413).header('Connection', 'close').type('text/plain').send('Payload Too Large');
    }
  });

  // Errors raised before a handler runs come from reading the body (multipart, encoding).
  const handled = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => {
    handled.add(request);
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).type('text/plain').send(error.message);
    if (!handled.has(request)) {
      device.log(`HTTP ${request.method} ${request.url}: unreadable body (${error.message})`);
      return reply.code(400).type('text/plain').send('Bad Request');
    }
    device.log(`HTTP ${request.method} ${request.url}: internal error (${error.message})`);
    return reply.code(500).type('text/plain').send('Internal Server Error');
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/'))
      device.log(`HTTP ${request.method} ${request.url.split('?')[0]} ${reply.statusCode}`);
  });
}
