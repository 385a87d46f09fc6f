import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { type RunningCompanion, startCompanion } from './companion.ts';
import { freePort, type RunningEmulator, startEmulator } from './emulator.ts';
import { ADMIN_PASSWORD } from './login.ts';

/**
 * Noon in Berlin at 30×: a device minute every 2 s, so the companion's records grow while a test
 * looks. A restart comes back on the same port and data dir with its clock where it would be
 * (as NTP sets a real gateway's), so the companion's minutes go on rather than start the day again. The reboots keep their default
 * length (4 s): the device's uptime runs 30× too, so the app's restart wait tells the new boot only
 * by seeing the device gone, and under load its once-a-second poll can miss a shorter silence.
 */
const NOON_MS = Date.parse('2024-06-21T10:00:00Z');
const TIME_SCALE = 30;

export interface GatewayBehindCompanion {
  device: RunningEmulator;
  companion: RunningCompanion;
  /** GET `/companion/records…` of the companion's API with the admin's login, parsed. */
  companionRecords(path: string): Promise<unknown[]>;
  /** How many finished minutes the companion has recorded. */
  recordedMinutes(): Promise<number>;
  /** The status and challenge of a socket handshake through the companion without credentials. */
  anonymousHandshake(path: string): Promise<{ status: number; challenge?: string }>;
  /** SIGKILL, as a power cut; the restarts come back on the same origin with the same data. */
  killDevice(): Promise<void>;
  restartDevice(): Promise<void>;
  killCompanion(): Promise<void>;
  restartCompanion(): Promise<void>;
  stop(): Promise<void>;
}

const killed = async ({ process }: RunningEmulator) => {
  if (process.exitCode !== null || process.signalCode !== null) return;
  const exited = new Promise((done) => process.once('exit', done));
  process.kill('SIGKILL');
  await exited;
};

/**
 * An emulated gateway of `firmware` (the demo installation) with a companion in front of it that
 * knows its admin password (from a config file), each on its own port and data directory.
 */
export async function startGatewayBehindCompanion(firmware: string): Promise<GatewayBehindCompanion> {
  const deviceDir = mkdtempSync(join(tmpdir(), 'dtu-e2e-gateway-'));
  const companionDir = mkdtempSync(join(tmpdir(), 'dtu-e2e-companion-'));
  const devicePort = await freePort();
  const firstStart = Date.now();
  const startDevice = () => {
    const now = new Date(NOON_MS + (Date.now() - firstStart) * TIME_SCALE).toISOString();
    const args = ['--firmware', firmware, '--now', now, '--time-scale', `${TIME_SCALE}`, '--seed', '7'];
    return startEmulator(args, { dataDir: deviceDir, port: devicePort });
  };
  let device = await startDevice();
  const companionOptions = { dataDir: companionDir, password: ADMIN_PASSWORD };
  const startOwn = (port?: number) => startCompanion([`garage=${device.url}`], { ...companionOptions, port });
  let companion = await startOwn().catch(async (error: Error) => {
    await device.stop();
    throw error;
  });
  // With the admin's login: the records follow the gateway's read-only access, which a test turns off.
  const authorization = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
  const companionRecords = async (path: string) => {
    const answer = await fetch(`${companion.url}/companion/records${path}`, { headers: { authorization } });
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    return (await answer.json()) as unknown[];
  };
  return {
    get device() {
      return device;
    },
    get companion() {
      return companion;
    },
    companionRecords,
    // A page holds a day of minutes: more than a test records.
    recordedMinutes: async () =>
      (await companionRecords(`/samples/min?from=0&to=${Number.MAX_SAFE_INTEGER}`)).length,
    anonymousHandshake: (path) =>
      new Promise((done, fail) => {
        const socket = new WebSocket(`${companion.url.replace('http', 'ws')}${path}`);
        socket.once('unexpected-response', (request, response) => {
          done({ status: response.statusCode ?? 0, challenge: response.headers['www-authenticate'] });
          request.destroy();
        });
        socket.once('open', () => {
          done({ status: 101 });
          socket.close();
        });
        socket.on('error', fail);
      }),
    killDevice: () => killed(device),
    async restartDevice() {
      device = await startDevice();
    },
    killCompanion: () => companion.stop('SIGKILL'),
    async restartCompanion() {
      companion = await startOwn(companion.port);
    },
    async stop() {
      await companion.stop();
      await device.stop();
      rmSync(deviceDir, { recursive: true, force: true });
      rmSync(companionDir, { recursive: true, force: true });
    },
  };
}
