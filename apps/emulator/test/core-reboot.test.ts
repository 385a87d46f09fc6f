import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FirmwareId } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData, postMultipart, restarting } from './support/core-fixture.ts';
import { listedNames } from './support/file-list.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const REBOOT_MS = 300;
const opened = closeAfterEach();

async function setup(firmware?: FirmwareId) {
  const env = await opened(makeApp({ rebootMs: REBOOT_MS, firmware }));
  return env;
}

/** Waits for the restart that a request just scheduled, then for the device to answer again. */
async function waitForBoot(app: Awaited<ReturnType<typeof setup>>['app']) {
  expect(app.device.rebootPending, 'a reboot was scheduled').toBe(true);
  await app.device.whenBooted();
  expect(app.device.rebooting).toBe(false);
  return (await app.inject({ url: '/api/system/status' })).json();
}

describe.each(PERSONALITIES)('simulated reboot on $firmware', (facts) => {
  const { firmware } = facts;
  const deviceConfig = async (app: Awaited<ReturnType<typeof setup>>['app']) =>
    (await app.inject({ url: '/api/device/config', headers: { authorization: ADMIN_AUTH } })).json();

  it('drops requests while restarting, then answers with uptime restarted and software reset reasons', async () => {
    const { app } = await setup(firmware);
    const before = await app.inject({ url: '/api/system/status' });
    expect(before.json().resetreason_0).toBe('Vbat power on reset');
    app.device.advance(120_000);
    expect((await app.inject({ url: '/api/system/status' })).json().uptime).toBeGreaterThanOrEqual(120);
    let rebootEvents = 0;
    let bootEvents = 0;
    app.device.onReboot(() => rebootEvents++);
    app.device.onBoot(() => bootEvents++);

    const restart = restarting(app.device);
    await postData(app, '/api/maintenance/reboot', { reboot: true });
    // The answer goes out first; the restart follows about a second later.
    expect(app.device.rebooting).toBe(false);
    await restart;
    expect(app.device.rebooting).toBe(true);
    await expect(app.inject({ url: '/api/system/status' })).rejects.toThrow();
    expect(rebootEvents).toBe(1);

    const after = await waitForBoot(app);
    expect(after.uptime).toBeLessThan(5);
    expect(after.resetreason_1).toBe('Software reset CPU');
    expect(bootEvents).toBe(1);
  });

  it('a restored config.json takes effect after the upload reboot', async () => {
    const { app, dataDir } = await setup(firmware);
    // The device's own file (its generation's layout) with a changed password.
    const restored = JSON.parse(await readFile(join(dataDir, 'config.json'), 'utf8'));
    restored.security.password = 'restored-pw';
    restored.cfg.save_count = 41;
    const bytes = Buffer.from(JSON.stringify(restored));
    const res = await postMultipart(app, `${facts.files.upload}?file=config.json`, {}, { config: bytes });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(JSON.parse(await readFile(join(dataDir, 'config.json'), 'utf8')).cfg.save_count).toBe(41);
    expect(app.device.config.security.password).toBe('openDTU42');
    await waitForBoot(app);
    expect(app.device.config.security.password).toBe('restored-pw');
  });

  it('factory reset keeps pin_mapping.json, resets the profile name and restarts the save count', async () => {
    const { app, dataDir } = await setup(firmware);
    const profiles = [
      { name: 'Board A', nrf24: { clk: 1, cs: 2, en: 3, irq: 4, miso: 5, mosi: 6 }, display: { type: 2 } },
    ];
    await writeFile(join(dataDir, 'pin_mapping.json'), JSON.stringify(profiles));
    await writeFile(join(dataDir, 'extra.txt'), 'x');
    const saved = await postData(app, '/api/device/config', {
      curPin: { name: 'Board A' },
      display: {
        rotation: 1,
        power_safe: true,
        screensaver: false,
        contrast: 300,
        language: 2,
        diagramduration: 600,
        diagrammode: 2,
      },
      led: [{ brightness: 150 }, { brightness: 20 }],
    });
    expect(saved.json().code).toBe(1001);
    await waitForBoot(app);
    const afterProfile = await deviceConfig(app);
    expect(afterProfile.curPin.name).toBe('Board A');
    expect(afterProfile.curPin.nrf24).toEqual({ clk: 1, cs: 2, en: 3, irq: 4, miso: 5, mosi: 6 });
    expect(afterProfile.curPin.display.type).toBe(2);
    expect(afterProfile.display.contrast).toBe(0);
    expect(afterProfile.led).toEqual([{ brightness: 100 }, { brightness: 20 }]);

    const missing = await postData(app, facts.files.deleteAll, {});
    expect(missing.json().code).toBe(1005);
    const keep = await postData(app, facts.files.deleteAll, { delete: false });
    expect(keep.json()).toEqual({ type: 'warning', message: 'Not deleted anything!', code: 3001 });
    const reset = await postData(app, facts.files.deleteAll, { delete: true });
    expect(reset.json()).toEqual({
      type: 'success',
      message: 'Configuration resettet. Rebooting now...',
      code: 3002,
    });
    const status = await waitForBoot(app);
    expect(status.cfgsavecount).toBe(1);
    const list = await app.inject({ url: facts.files.list, headers: { authorization: ADMIN_AUTH } });
    expect(listedNames(facts, list.json())).toEqual(['config.json', 'pin_mapping.json']);
    expect(app.device.config.device.pinmapping).toBe('');
    expect(app.device.activePins.nrf24.clk).toBe(18);
  });

  it('device config save reboots only when the profile name changes', async () => {
    const { app } = await setup(firmware);
    const tooLong = await postData(app, '/api/device/config', {
      curPin: { name: 'x'.repeat(64) },
      display: {},
    });
    expect(tooLong.json()).toEqual({
      type: 'warning',
      message: 'Pin mapping must between 1 and 63 characters long!',
      code: 12001,
      param: { max: 63 },
    });
    const same = await postData(app, '/api/device/config', { curPin: { name: '' }, display: {} });
    expect(same.json().code).toBe(12001);
    expect((await postData(app, '/api/device/config', { led: [] })).json().code).toBe(1005);
    const current = await deviceConfig(app);
    expect(current.curPin.name).toBe('');
    expect(current.curPin.nrf24).toEqual({ clk: 18, cs: 5, en: 4, irq: 16, miso: 19, mosi: 23 });
    expect(current.display).toMatchObject({
      rotation: 2,
      power_safe: true,
      screensaver: true,
      contrast: 60,
      diagramduration: 36000,
      diagrammode: 1,
    });
    const restart = restarting(app.device);
    await postData(app, '/api/device/config', {
      curPin: { name: 'Default' },
      display: current.display,
      led: current.led,
    });
    await restart;
    await waitForBoot(app);
    const again = await postData(app, '/api/device/config', {
      curPin: { name: 'Default' },
      display: current.display,
      led: current.led,
    });
    expect(again.json().code).toBe(1001);
    // A reboot is scheduled while the request is answered, so none pending means none comes.
    expect(app.device.rebootPending).toBe(false);
  });
});
