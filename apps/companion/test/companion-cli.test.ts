import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { killCliAfterEach, startCli } from './support/companion-cli.ts';
import { GATEWAY_START_MS } from './support/gateway-process.ts';

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
    'refuses credentials on the command line',
    async () => {
      const { code, stderr } = await cli(['--device', 'http://admin:secret@192.168.1.50']);
      expect(code).toBe(2);
      expect(stderr).toContain('--config');
    },
    GATEWAY_START_MS,
  );
});
