import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './emulator.ts';

const MOSQUITTO = '/usr/sbin/mosquitto';

export interface PlainBroker {
  port: number;
  stop(): Promise<void>;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A plain, anonymous mosquitto on a free local port (Debian's package; fails loudly without it). */
export async function startBroker(): Promise<PlainBroker> {
  if (!existsSync(MOSQUITTO)) throw new Error(`${MOSQUITTO} is missing: install Debian's mosquitto package`);
  const dir = await mkdtemp(join(tmpdir(), 'dtu-e2e-mqtt-'));
  const port = await freePort();
  const conf = join(dir, 'mosquitto.conf');
  await writeFile(conf, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  // Started as root, mosquitto drops to its own user, which must still read the file.
  await chmod(dir, 0o755);
  await chmod(conf, 0o644);
  const child = spawn(MOSQUITTO, ['-c', conf], { stdio: 'ignore' });
  const deadline = Date.now() + 5000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`mosquitto did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
