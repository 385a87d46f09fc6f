import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { freePort } from './free-port.ts';
import { pollUntil } from './poll-until.ts';

const MOSQUITTO = '/usr/sbin/mosquitto';

export interface Broker {
  port: number;
  /** PEM of the test CA (TLS brokers only). */
  caPem?: string;
  /** A client certificate and key signed by the test CA (brokers that require one). */
  client?: { certPem: string; keyPem: string };
  stop(): Promise<void>;
}

/** A CA and a server certificate for 127.0.0.1 / localhost, made with the openssl CLI. */
function makeCertificates(dir: string): void {
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=dtu-test-ca',
  ]);
  run([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
    '-subj',
    '/CN=localhost',
  ]);
  execFileSync('sh', ['-c', 'printf "subjectAltName=IP:127.0.0.1,DNS:localhost" > san.ext'], { cwd: dir });
  run([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    '2',
    '-extfile',
    'san.ext',
  ]);
}

/** A client certificate signed by the test CA, for brokers with `require_certificate true`. */
function makeClientCertificate(dir: string): void {
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'client.key',
    '-out',
    'client.csr',
    '-subj',
    '/CN=opendtu',
  ]);
  run([
    'x509',
    '-req',
    '-in',
    'client.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'client.pem',
    '-days',
    '2',
  ]);
}

/**
 * A real mosquitto on a free port with a throw-away config. Fails loudly when mosquitto is not
 * installed (`.ci/run` installs it), never skips.
 */
export async function startMosquitto(
  options: { tls?: boolean; requireCertificate?: boolean } = {},
): Promise<Broker> {
  if (!existsSync(MOSQUITTO)) throw new Error(`${MOSQUITTO} is missing: install Debian's mosquitto package`);
  const dir = await mkdtemp(join(tmpdir(), 'dtu-mqtt-'));
  const port = await freePort();
  const lines = [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false'];
  let caPem: string | undefined;
  if (options.tls) {
    makeCertificates(dir);
    lines.push(
      `cafile ${join(dir, 'ca.pem')}`,
      `certfile ${join(dir, 'server.pem')}`,
      `keyfile ${join(dir, 'server.key')}`,
    );
    caPem = await readFile(join(dir, 'ca.pem'), 'utf8');
  }
  let client: Broker['client'];
  if (options.tls && options.requireCertificate) {
    makeClientCertificate(dir);
    lines.push('require_certificate true');
    client = {
      certPem: await readFile(join(dir, 'client.pem'), 'utf8'),
      keyPem: await readFile(join(dir, 'client.key'), 'utf8'),
    };
  }
  await writeFile(join(dir, 'mosquitto.conf'), `${lines.join('\n')}\n`);
  // Run as root, mosquitto drops to its own user, which must still read the throw-away files.
  await chmod(dir, 0o755);
  for (const name of await readdir(dir)) await chmod(join(dir, name), 0o644);
  const child = spawn(MOSQUITTO, ['-c', join(dir, 'mosquitto.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await pollUntil(
    () => {
      if (child.exitCode !== null) throw new Error(`mosquitto exited: ${stderr}`);
      return new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
    },
    { timeoutMs: 5000, intervalMs: 50, what: `mosquitto listening on ${port}` },
  );
  return {
    port,
    caPem,
    client,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A test subscriber that records everything it receives. */
export interface Recorder {
  client: MqttClient;
  messages: { topic: string; payload: string; retain: boolean }[];
  /** Resolves with the first message on `topic` (matching `accept`), or fails after `timeoutMs`. */
  next(topic: string, accept?: (payload: string) => boolean, timeoutMs?: number): Promise<string>;
  last(topic: string): string | undefined;
  close(): Promise<void>;
}

export async function record(
  port: number,
  filter = '#',
  options: mqtt.IClientOptions = {},
): Promise<Recorder> {
  const client = await mqtt.connectAsync({
    host: '127.0.0.1',
    port,
    protocol: 'mqtt',
    reconnectPeriod: 0,
    ...options,
  });
  const messages: Recorder['messages'] = [];
  client.on('message', (topic, payload, packet) =>
    messages.push({ topic, payload: payload.toString(), retain: packet.retain }),
  );
  await client.subscribeAsync(filter, { qos: 0 });
  return {
    client,
    messages,
    last: (topic) => messages.findLast((m) => m.topic === topic)?.payload,
    next: (topic, accept = () => true, timeoutMs = 8000) =>
      pollUntil(() => messages.find((m) => m.topic === topic && accept(m.payload))?.payload, {
        timeoutMs,
        what: `a message on ${topic}`,
      }),
    close: () => client.endAsync(true),
  };
}

/** The demo HM-800 "Garage" with two inputs, as a partial config.json slot. */
export const GARAGE = {
  serial: 0x114184512347,
  name: 'Garage',
  channel: [
    { name: 'South', max_power: 410, yield_total_offset: 0 },
    { name: 'West', max_power: 410, yield_total_offset: 0 },
  ],
};

/**
 * An emulator whose config.json is written before it starts (a partial file: the device fills
 * in the defaults), with a frozen clock moved only by `/api/test/time`.
 */
export async function emulatorWithConfig(config: Record<string, unknown>) {
  const { buildApp } = await import('../../src/app.ts');
  const { makeDirs } = await import('./core-fixture.ts');
  const { mkdir } = await import('node:fs/promises');
  const dirs = await makeDirs();
  const { DEMO_PIN_MAPPING, DEMO_PIN_PROFILE } = await import('../../src/device/demo-pins.ts');
  await mkdir(dirs.dataDir, { recursive: true });
  // The demo board's pins, so every radio and OnBattery part the config enables is wired.
  await writeFile(join(dirs.dataDir, 'pin_mapping.json'), JSON.stringify(DEMO_PIN_MAPPING));
  const withPins = { ...config, device: { pinmapping: DEMO_PIN_PROFILE, ...(config.device as object) } };
  await writeFile(join(dirs.dataDir, 'config.json'), JSON.stringify(withPins));
  const app = await buildApp({
    dataDir: dirs.dataDir,
    webappDir: dirs.webappDir,
    factory: true,
    startTime: Date.parse('2024-06-21T10:00:00Z'),
    timeScale: 1e-9,
    seed: 7,
    testControl: true,
  });
  await app.ready();
  return {
    app,
    dataDir: dirs.dataDir,
    async advance(ms: number) {
      const reply = await app.inject({ method: 'POST', url: '/api/test/time', payload: { advanceMs: ms } });
      if (reply.statusCode !== 200) throw new Error(`advance failed: ${reply.body}`);
    },
    async close() {
      await app.close();
      await dirs.cleanup();
    },
  };
}

/**
 * Resolves with the next MQTT log line that is not a successful connect (a refused or failed
 * connection attempt: the client's error or its disconnect).
 */
export function failedAttempt(app: FastifyInstance, timeoutMs = 8000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no failed MQTT attempt within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = app.device.onLog((line) => {
      if (!line.startsWith('MQTT: ') || line.startsWith('MQTT: connected')) return;
      clearTimeout(timer);
      stop();
      resolve(line);
    });
  });
}
