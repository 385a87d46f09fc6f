import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FirmwareId } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { DEMO_PIN_PROFILE } from '../../src/device/demo-pins.ts';
import { advance, frozenClock } from '../live-fixture.ts';
import type { Opener } from './close-after-each.ts';
import { appWithConfig } from './core-fixture.ts';
import { freePort } from './free-port.ts';
import { pollUntil } from './poll-until.ts';

const MOSQUITTO = '/usr/sbin/mosquitto';

export interface Broker {
  port: number;
  /** PEM of the test CA (TLS brokers only). */
  caPem?: string;
  /** A client certificate and key signed by the test CA (brokers that require one). */
  client?: { certPem: string; keyPem: string };
  close(): Promise<void>;
}

/** Runs the openssl CLI in `dir` with the space-separated `args`. */
function openssl(dir: string, args: string): void {
  execFileSync('openssl', args.split(' '), { cwd: dir, stdio: 'pipe' });
}

/** `<name>.key` and `<name>.pem` for `subject`, signed by the test CA in `dir`, with optional extensions. */
function signedCertificate(dir: string, name: string, subject: string, extensions?: string): void {
  openssl(dir, `req -newkey rsa:2048 -nodes -keyout ${name}.key -out ${name}.csr -subj ${subject}`);
  const extFile = extensions === undefined ? '' : ` -extfile ${name}.ext`;
  if (extensions !== undefined) writeFileSync(join(dir, `${name}.ext`), extensions);
  openssl(
    dir,
    `x509 -req -in ${name}.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out ${name}.pem -days 2${extFile}`,
  );
}

/** A test CA (`ca.pem`) and a server certificate for 127.0.0.1 / localhost (`server.pem`). */
function makeCertificates(dir: string): void {
  openssl(dir, 'req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 2 -subj /CN=dtu-test-ca');
  signedCertificate(dir, 'server', '/CN=localhost', 'subjectAltName=IP:127.0.0.1,DNS:localhost');
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
    // A client certificate signed by the test CA, for `require_certificate true`.
    signedCertificate(dir, 'client', '/CN=opendtu');
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
    async close() {
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

/** The `mqtt` section for a broker on `port` with Home Assistant discovery (retained, expiring). */
export function hassMqtt(port: number, enabled = true) {
  return {
    enabled,
    hostname: '127.0.0.1',
    port,
    hass: { enabled: true, retain: true, topic: 'homeassistant/', individual_panels: false, expire: true },
  };
}

/**
 * A broker, a recorder of all it carries and an emulator of `firmware` (default 2024.05.03)
 * started with `config(brokerPort)`, each through `opened` (so they close emulator first, broker
 * last).
 */
export async function mqttInstallation(
  opened: Opener,
  config: (port: number) => Record<string, unknown>,
  firmware?: FirmwareId,
) {
  const broker = await opened(startMosquitto());
  const rec = await opened(record(broker.port));
  const emu = await opened(emulatorWithConfig(config(broker.port), firmware));
  return { broker, rec, emu };
}

/**
 * An emulator whose config.json is written before it starts (a partial file: the device fills
 * in the defaults), with a frozen clock moved only by `/api/test/time`; `firmware` picks the
 * personality (default 2024.05.03; a later one migrates the 2024-shaped file on boot).
 */
export async function emulatorWithConfig(config: Record<string, unknown>, firmware?: FirmwareId) {
  const withPins = { ...config, device: { pinmapping: DEMO_PIN_PROFILE, ...(config.device as object) } };
  const started = await appWithConfig(withPins, { ...frozenClock(), firmware });
  await started.app.ready();
  return { ...started, advance: (ms: number) => advance(started.app, ms) };
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
