import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt from 'mqtt';

const MOSQUITTO = '/usr/sbin/mosquitto';

export interface TestBroker {
  url: string;
  /** Every message on `topic` (a filter) so far, as text, in arrival order. */
  messages: { topic: string; text: string }[];
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Resolves once something accepts connections on `port` of 127.0.0.1 (within 10 s). */
async function listening(port: number): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => done(true)).on('error', () => done(false));
      socket.once('connect', () => socket.destroy());
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * A real mosquitto on a free port of 127.0.0.1 (or on `onPort`, a broker started again) and a
 * subscriber to `topic`; never skips when it is missing.
 */
export async function startBroker(topic: string, onPort?: number): Promise<TestBroker> {
  if (!existsSync(MOSQUITTO)) throw new Error(`${MOSQUITTO} is missing: install Debian's mosquitto package`);
  const dir = await mkdtemp(join(tmpdir(), 'companion-mqtt-'));
  const port = onPort ?? (await freePort());
  await writeFile(
    join(dir, 'mosquitto.conf'),
    `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`,
  );
  const broker: ChildProcess = spawn(MOSQUITTO, ['-c', join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  const url = `mqtt://127.0.0.1:${port}`;
  await listening(port);
  const subscriber = await mqtt.connectAsync(url, { reconnectPeriod: 100, connectTimeout: 10_000 });
  const messages: TestBroker['messages'] = [];
  subscriber.on('message', (name, payload) => messages.push({ topic: name, text: String(payload) }));
  await subscriber.subscribeAsync(topic, { qos: 1 });
  return {
    url,
    messages,
    close: async () => {
      await subscriber.endAsync(true);
      broker.kill('SIGKILL');
    },
  };
}
