import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '0.0.0.0' },
    'data-dir': { type: 'string', default: 'data' },
    webapp: { type: 'string', default: resolve(import.meta.dirname, '../../web/dist') },
  },
});

const app = await buildApp({
  dataDir: resolve(values['data-dir']),
  webappDir: resolve(values.webapp),
  logger: false,
});
await app.listen({ port: Number(values.port), host: values.host });
console.log(`OpenDTU-OnBattery emulator listening on http://localhost:${values.port}`);
