import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';

export interface AppOptions {
  /** Folder holding config.json (created when missing). */
  dataDir: string;
  /** Folder holding the built web app (the firmware's file set). */
  webappDir: string;
  /** Log to stdout (the CLI); tests keep it quiet. */
  logger?: boolean;
}

/** Builds the emulated device without listening, so tests can use `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/api/system/status', async () => ({ hostname: 'OpenDTU-emulator' }));
  app.setNotFoundHandler((request, reply) => {
    const isScript = request.url.split('?')[0] === '/js/app.js';
    const file = isScript ? 'js/app.js.gz' : 'index.html.gz';
    reply
      .header('content-encoding', 'gzip')
      .type(isScript ? 'text/javascript' : 'text/html')
      .send(readFileSync(join(options.webappDir, file)));
  });
  return app;
}
