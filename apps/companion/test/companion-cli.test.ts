import { chmod, mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { killCliAfterEach, startCli } from './support/companion-cli.ts';
import { GATEWAY_START_MS } from './support/gateway-process.ts';
import { selfSigned } from './support/self-signed.ts';

killCliAfterEach();

/** Runs the CLI until it exits or prints `until`; resolves with what it printed. */
const cli = (args: string[], until?: RegExp) => startCli(args, until).printed;

async function configFile(mode: number): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'companion-cli-')), 'companion.json');
  const gateways = [
    { name: 'garage', url: 'http://127.0.0.1:9', password: 'secret-garage' },
    { name: 'barn', url: 'http://127.0.0.1:10' },
  ];
  await writeFile(path, JSON.stringify({ gateways }));
  await chmod(path, mode);
  return path;
}

describe('the companion CLI', () => {
  it(
    'refuses a config file others can read, saying how to fix it',
    async () => {
      const path = await configFile(0o644);
      const { code, stderr } = await cli(['--config', path]);
      expect(code).toBe(2);
      expect(stderr).toContain(`mode 0644`);
      expect(stderr).toContain(`chmod 600 ${path}`);
    },
    GATEWAY_START_MS,
  );

  it(
    'starts from a file of mode 0600 on this machine only, one line per gateway',
    async () => {
      const path = await configFile(0o600);
      const dataDir = await mkdtemp(join(tmpdir(), 'companion-cli-data-'));
      const { stdout } = await cli(['--config', path, '--port', '0', '--data-dir', dataDir], /alerts: .*\n/);
      const lines = stdout.trim().split('\n');
      expect(lines[0]).toContain('this machine only');
      expect(lines[1]).toBe("answering for IP addresses, localhost, this machine's names (--allowed-host)");
      expect(lines[4]).toBe('alerts: off (--mqtt, --webhook)');
      expect(lines.slice(2, 4)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^garage: http://127\\.0\\.0\\.1:9 served at http://127\\.0\\.0\\.1:\\d+/ \\(records: ${dataDir}/garage/records\\.sqlite\\)$`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^barn: http://127\\.0\\.0\\.1:10 served at http://127\\.0\\.0\\.1:\\d+/ \\(records: ${dataDir}/barn/records\\.sqlite\\)$`,
          ),
        ),
      ]);
      expect(stdout).not.toContain('secret-garage');
    },
    GATEWAY_START_MS,
  );

  it(
    'refuses credentials on the command line without repeating the password',
    async () => {
      const { code, stderr, stdout } = await cli(['--device', 'http://admin:pw-on-the-line@192.168.1.50']);
      expect(code).toBe(2);
      expect(stderr).toContain('--config');
      expect(stderr).toContain('http://…@192.168.1.50');
      expect(stderr + stdout).not.toContain('pw-on-the-line');
    },
    GATEWAY_START_MS,
  );

  it(
    'prints no secret of its alert targets, also while the broker is down; its data dir is the owner’s alone',
    async () => {
      const secrets = ['mqtt-user-1', 'mqtt-password-2', 'hook-path-token-3', 'hook-query-token-4'];
      // An existing data dir of mode 0755 (an earlier version's) is tightened.
      const dataDir = await mkdtemp(join(tmpdir(), 'companion-cli-data-'));
      await chmod(dataDir, 0o755);
      const { stdout, stderr } = await cli(
        [
          ...['--device', 'garage=http://127.0.0.1:9', '--port', '0', '--data-dir', dataDir],
          // Nothing listens on port 9 (discard): the MQTT client fails and says so once (with the error).
          ...['--mqtt', `mqtt://${secrets[0]}:${secrets[1]}@127.0.0.1:9`],
          ...['--webhook', `http://127.0.0.1:9/hook/${secrets[2]}?token=${secrets[3]}`],
        ],
        // Both lines, in whichever order the start-up and the refused connection print them.
        /^(?=[\s\S]*alerts: MQTT .*not sent until it answers.*\n)(?=[\s\S]*alerts: the browser's rules.*\n)/,
      );
      expect(stdout).toContain(
        "alerts: the browser's rules, sent to MQTT mqtt://…@127.0.0.1:9 and webhook http://127.0.0.1:9/…",
      );
      for (const secret of secrets) expect(stdout + stderr).not.toContain(secret);
      const mode = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);
      expect(await mode(dataDir)).toBe('700');
      expect(await mode(join(dataDir, 'garage'))).toBe('700');
      for (const file of ['records.sqlite', 'records.sqlite-wal', 'records.sqlite-shm'])
        expect(await mode(join(dataDir, 'garage', file)), file).toBe('600');
    },
    GATEWAY_START_MS,
  );

  it(
    'serves over TLS with --tls-cert and --tls-key, which go together',
    async () => {
      const { certFile, keyFile } = await selfSigned();
      const alone = await cli(['--device', 'http://127.0.0.1:9', '--tls-cert', certFile]);
      expect(alone.code).toBe(2);
      expect(alone.stderr).toContain('--tls-cert and --tls-key go together');
      const dataDir = await mkdtemp(join(tmpdir(), 'companion-cli-data-'));
      const args = ['--device', 'http://127.0.0.1:9', '--port', '0', '--data-dir', dataDir];
      const { stdout } = await cli([...args, '--tls-cert', certFile, '--tls-key', keyFile], /alerts: .*\n/);
      expect(stdout).toContain(', over TLS');
      expect(stdout).toMatch(/served at https:\/\/127\.0\.0\.1:\d+\//);
    },
    GATEWAY_START_MS,
  );
});
