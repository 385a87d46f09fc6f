import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_FIRMWARE_ID, FIRMWARE_IDS, type FirmwareId, isFirmwareId } from '@dtu/contract';
import { buildApp } from './app.ts';

const USAGE = `Usage: main.ts [--port N] [--host ADDR] [--data-dir DIR] [--webapp DIR] [--factory]
       [--now ISO|epoch-ms] [--time-scale N] [--seed N] [--test-control] [--reboot-ms N]
       [--firmware ${FIRMWARE_IDS.join('|')}]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseNumber(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) fail(`--${flag} needs a number, got "${text}"`);
  return value;
}

/** `--now` takes an ISO date-time or epoch milliseconds. */
function parseNow(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Date.parse(text);
  if (!Number.isFinite(value)) fail(`--now needs an ISO date-time or epoch ms, got "${text}"`);
  return value;
}

function parse() {
  return parseArgs({
    options: {
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '0.0.0.0' },
      'data-dir': { type: 'string', default: 'data' },
      webapp: { type: 'string' },
      factory: { type: 'boolean', default: false },
      now: { type: 'string' },
      'time-scale': { type: 'string' },
      seed: { type: 'string' },
      'test-control': { type: 'boolean', default: false },
      'reboot-ms': { type: 'string' },
      firmware: { type: 'string', default: DEFAULT_FIRMWARE_ID },
    },
  });
}
/**
 * The web app served unless `--webapp` names one: the flash build of the generation spoken, as
 * `npm run build` lays them out (apps/web/build/flash-builds.ts: 2024.05.03 in `dist`, the others in
 * `dist-<id>`).
 */
function flashBuildOf(firmware: FirmwareId): string {
  const folder = firmware === 'onbattery-2024.05.03' ? 'dist' : `dist-${firmware}`;
  return resolve(import.meta.dirname, '../../web', folder);
}

function parseOrExit(): ReturnType<typeof parse> {
  try {
    return parse();
  } catch (error) {
    fail((error as Error).message);
  }
}
const { values } = parseOrExit();

const port = parseNumber('port', values.port) ?? 8080;
const timeScale = parseNumber('time-scale', values['time-scale']);
if (timeScale !== undefined && timeScale <= 0) fail('--time-scale must be greater than 0');

const firmware = values.firmware;
if (!isFirmwareId(firmware)) fail(`--firmware must be one of ${FIRMWARE_IDS.join(', ')}; got "${firmware}"`);

const dataDir = resolve(values['data-dir']);
const app = await buildApp({
  dataDir,
  webappDir: values.webapp === undefined ? flashBuildOf(firmware) : resolve(values.webapp),
  logger: true,
  factory: values.factory,
  startTime: parseNow(values.now),
  timeScale,
  seed: parseNumber('seed', values.seed),
  testControl: values['test-control'],
  rebootMs: parseNumber('reboot-ms', values['reboot-ms']),
  firmware,
});

try {
  await app.listen({ port, host: values.host });
} catch (error) {
  console.error(`Cannot listen on ${values.host}:${port}: ${(error as Error).message}`);
  process.exit(1);
}
const shownHost = values.host === '0.0.0.0' || values.host === '::' ? 'localhost' : values.host;
// The port really bound (`--port 0` picks a free one).
const bound = (app.server.address() as { port: number } | null)?.port ?? port;
console.log(`${firmware} emulator listening on http://${shownHost}:${bound}/ (data: ${dataDir})`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  // Closing waits for the last config write, so a stop never leaves a half-saved state behind.
  const forced = setTimeout(() => process.exit(1), 5000);
  forced.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
