import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dtuSerialFromChipId, type FirmwareId, factoryConfigFile } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { CHIP_ID } from '../src/device/chip.ts';
import { PLACEHOLDER_DTU_SERIAL } from '../src/device/merge-config.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeDirs, postData } from './support/core-fixture.ts';
import { listedNames } from './support/file-list.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const opened = closeAfterEach();

async function dirs() {
  return opened(makeDirs());
}

async function start(dataDir: string, webappDir: string, firmware?: FirmwareId) {
  const app = await opened(buildApp({ dataDir, webappDir, factory: true, firmware }));
  return app;
}

const readConfig = async (dataDir: string) =>
  JSON.parse(await readFile(join(dataDir, 'config.json'), 'utf8'));

describe('config.json merge and migration (2024.05.03 layout; the 2026 one: onbattery-2026-migration, firmware-personalities)', () => {
  it('writes the 2024.05.03 factory layout', async () => {
    const { dataDir, webappDir } = await dirs();
    await start(dataDir, webappDir);
    expect(await readConfig(dataDir)).toEqual({
      ...factoryConfigFile(),
      cfg: { version: 0x11c00, save_count: 1 },
    });
  });

  it('merges a partial file key by key, replaces the placeholder serial and rewrites it', async () => {
    const { dataDir, webappDir } = await dirs();
    await mkdir(dataDir, { recursive: true });
    const partial = {
      cfg: { version: 0x11c00, save_count: 7 },
      wifi: { hostname: 'garage-dtu', aptimeout: 'not a number' },
      dtu: { serial: PLACEHOLDER_DTU_SERIAL },
      powerlimiter: { solar_passtrough_losses: 9 },
    };
    await writeFile(join(dataDir, 'config.json'), JSON.stringify(partial));
    const app = await start(dataDir, webappDir);
    const config = app.device.config;
    expect(config.wifi.hostname).toBe('garage-dtu');
    expect(config.wifi.aptimeout).toBe(3);
    expect(config.dtu.serial).toBe(dtuSerialFromChipId(CHIP_ID));
    // The firmware reads the losses from a differently spelled key than it writes.
    expect(config.powerlimiter.solar_passtrough_losses).toBe(3);
    expect(config.inverters).toHaveLength(10);
    expect((await readConfig(dataDir)).cfg.save_count).toBe(8);
  });

  it('migrates old versions (kHz frequency, old NTP server)', async () => {
    const { dataDir, webappDir } = await dirs();
    await mkdir(dataDir, { recursive: true });
    const old = {
      cfg: { version: 0x11a00, save_count: 2 },
      dtu: { serial: 1, cmt_frequency: 865000 },
      ntp: { server: 'pool.ntp.org' },
    };
    await writeFile(join(dataDir, 'config.json'), JSON.stringify(old));
    const app = await start(dataDir, webappDir);
    expect(app.device.config.dtu.cmt_frequency).toBe(865000000);
    expect(app.device.config.ntp.server).toBe('opendtu.pool.ntp.org');
    expect((await readConfig(dataDir)).cfg.version).toBe(0x11c00);
  });
});

describe.each(PERSONALITIES)('config.json persistence on $firmware', (facts) => {
  const { firmware } = facts;

  it('creates the factory file on first start (save_count 1) and marks the device fresh', async () => {
    const { dataDir, webappDir } = await dirs();
    const app = await start(dataDir, webappDir, firmware);
    expect(app.device.createdFresh).toBe(true);
    const file = await readConfig(dataDir);
    expect(file.cfg).toMatchObject({ version: facts.configFileVersion, save_count: 1 });
    expect(file.dtu.serial).toBe(dtuSerialFromChipId(CHIP_ID));
    const status = await app.inject({ url: '/api/system/status' });
    expect(status.json()).toMatchObject({ config_version: facts.configVersion, cfgsavecount: 1 });
  });

  it('keeps saved values across a restart on the same data dir', async () => {
    const { dataDir, webappDir } = await dirs();
    const first = await start(dataDir, webappDir, firmware);
    await postData(first, '/api/security/config', { password: 'kept-across', allow_readonly: true });
    await first.close();
    const second = await start(dataDir, webappDir, firmware);
    expect(second.device.createdFresh).toBe(false);
    expect(second.device.config.security.password).toBe('kept-across');
    expect(second.device.config.cfg.save_count).toBe(2);
    const status = await second.inject({ url: '/api/system/status' });
    expect(status.json().cfgsavecount).toBe(2);
  });

  it('sets a corrupt file aside with a log line and starts with defaults', async () => {
    const { dataDir, webappDir } = await dirs();
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'config.json'), '{"cfg": {"version": 72704, "save_');
    const app = await start(dataDir, webappDir, firmware);
    expect(app.device.config.security.password).toBe('openDTU42');
    expect(app.device.createdFresh).toBe(false);
    const names = await readdir(dataDir);
    const aside = names.find((name) => name.startsWith('config.json.corrupt-'));
    expect(aside).toBeDefined();
    expect(await readFile(join(dataDir, aside as string), 'utf8')).toBe('{"cfg": {"version": 72704, "save_');
    expect((await readConfig(dataDir)).cfg.save_count).toBe(1);
    const list = await app.inject({ url: facts.files.list, headers: { authorization: ADMIN_AUTH } });
    expect(listedNames(facts, list.json())).toEqual(['config.json']);
  });

  it('answers 1006 when the file cannot be written, keeping the change in memory', async () => {
    const { dataDir, webappDir } = await dirs();
    const app = await start(dataDir, webappDir, firmware);
    await rm(dataDir, { recursive: true });
    await writeFile(dataDir, 'not a directory');
    const res = await postData(app, '/api/security/config', {
      password: 'unsaved-pass',
      allow_readonly: true,
    });
    expect(res.json()).toEqual({ type: 'warning', message: 'Write failed!', code: 1006 });
    expect(app.device.config.security.password).toBe('unsaved-pass');
    await rm(dataDir);
    await mkdir(dataDir);
  });

  it('serialises concurrent saves so the file ends with the newest state', async () => {
    const { dataDir, webappDir } = await dirs();
    const app = await start(dataDir, webappDir, firmware);
    const passwords = Array.from({ length: 12 }, (_, i) => `password-${i}`);
    const answers = await Promise.all(
      passwords.map((password) =>
        app.device.save((draft) => {
          draft.security.password = password;
        }),
      ),
    );
    expect(answers.every(Boolean)).toBe(true);
    const file = await readConfig(dataDir);
    expect(file.security.password).toBe('password-11');
    expect(file.cfg.save_count).toBe(13);
  });
});
