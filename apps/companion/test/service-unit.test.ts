import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const UNIT = resolve(import.meta.dirname, '../package/dtu-web.service');
const INSTALLED_COMMAND = '/usr/local/bin/dtu-web';
/** Debian's `systemd` package; `npm test`'s preflight installs it. */
const ANALYZE = spawnSync('systemd-analyze', ['--version']).status === 0;

/** The unit's `Key=value` settings, each key with every value it is given. */
function settings(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const [, key, value] = /^([A-Za-z]+)=(.*)$/.exec(line) ?? [];
    if (key !== undefined && value !== undefined) found.set(key, [...(found.get(key) ?? []), value]);
  }
  return found;
}

describe("the package's systemd unit", () => {
  const text = readFileSync(UNIT, 'utf8');

  /** `systemd-analyze verify` of `unit`: its whole output (a setting it cannot parse is a warning, not a failure). */
  const verify = (unit: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'dtu-web-unit-')), 'dtu-web.service');
    // The command as installed is not on this machine: the check looks at an executable that is.
    writeFileSync(file, unit.replace(INSTALLED_COMMAND, process.execPath));
    return spawnSync('systemd-analyze', ['verify', '--man=no', file], { encoding: 'utf8' });
  };

  it.skipIf(!ANALYZE)('passes systemd-analyze verify without a warning', () => {
    const result = verify(text);
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });

  it.skipIf(!ANALYZE)('is refused by the same check when a setting is wrong (the check can fail)', () => {
    const result = verify(text.replace('Restart=on-failure', 'Restart=sometimes'));
    expect(`${result.stdout}${result.stderr}`).toMatch(/restart specifier/);
  });

  it('runs as its own user, restarts on failure and writes only to its data folder', () => {
    const unit = settings(text);
    expect(unit.get('DynamicUser')).toEqual(['yes']);
    expect(unit.get('Restart')).toEqual(['on-failure']);
    expect(unit.get('ProtectSystem')).toEqual(['strict']);
    expect(unit.get('ProtectHome')).toEqual(['yes']);
    expect(unit.get('StateDirectory')).toEqual(['dtu-web']);
    expect(unit.get('ReadWritePaths')).toEqual(['%S/dtu-web']);
    const [start] = unit.get('ExecStart') ?? [];
    expect(start).toContain(`${INSTALLED_COMMAND} --config %d/config.json --data-dir %S/dtu-web`);
    expect(unit.get('LoadCredential')).toEqual(['config.json:/etc/dtu-web/config.json']);
  });
});
