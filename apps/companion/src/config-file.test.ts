import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RULES } from '@dtu/alerts';
import { describe, expect, it } from 'vitest';
import { ConfigFileError, readConfigFile } from './config-file.ts';

const file = (body: unknown) => {
  const path = join(mkdtempSync(join(tmpdir(), 'companion-config-')), 'companion.json');
  writeFileSync(path, JSON.stringify(body), { mode: 0o600 });
  return path;
};
const GATEWAYS = [{ name: 'garage', url: 'http://192.168.1.50' }];

describe('the alerts part of the config file', () => {
  it('gives the targets and the rules in the app’s format, a missing rule at its default', async () => {
    const alerts = {
      mqtt: 'mqtt://127.0.0.1',
      webhook: 'https://ntfy.example/x',
      rules: { soc: { on: true, limit: 30 } },
    };
    const config = await readConfigFile(file({ gateways: GATEWAYS, alerts }));
    expect(config.alerts).toEqual({ mqtt: 'mqtt://127.0.0.1', webhook: 'https://ntfy.example/x' });
    expect(config.rules?.soc).toEqual({ ...DEFAULT_RULES.soc, on: true, limit: 30 });
    expect(config.rules?.offline).toEqual(DEFAULT_RULES.offline);
    expect((await readConfigFile(file({ gateways: GATEWAYS }))).rules).toBeUndefined();
  });

  it('refuses rules the app would refuse, and targets that are no text', async () => {
    const bad = { gateways: GATEWAYS, alerts: { rules: { soc: { on: true, limit: 500 } } } };
    await expect(readConfigFile(file(bad))).rejects.toThrow(ConfigFileError);
    await expect(readConfigFile(file({ gateways: GATEWAYS, alerts: { mqtt: 1883 } }))).rejects.toThrow(
      'alerts.mqtt must be text',
    );
  });
});
