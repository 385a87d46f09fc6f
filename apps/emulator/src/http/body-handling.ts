import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Device } from '../device/device.ts';

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
