import type { ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { factoryConfigFile } from '@dtu/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { startCli } from './support/cli-process.ts';
import { makeDirs, sleep } from './support/core-fixture.ts';

const cleanups: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const HUGE = 'x'.repeat(100_000);
/** The admin password the device keeps of the huge one: its first 64 bytes. */
const ADMIN_AUTH = `Basic ${Buffer.from(`admin:${'x'.repeat(64)}`).toString('base64')}`;

/** A restored file an attacker (or a bad editor) produced: every section gets the wrong thing. */
function hostileConfig(): Record<string, unknown> {
  const file = factoryConfigFile() as unknown as Record<string, Record<string, unknown>>;
  const inverters = file.inverters as unknown as Record<string, unknown>[];
  inverters[0] = {
    ...inverters[0],
    serial: 18973090456391.5,
    name: HUGE,
    order: 3.7,
    reachable_threshold: -5,
  };
  inverters[1] = {
    ...inverters[1],
    serial: 0x116493210872 + 0.25,
    channel: [{ name: HUGE, max_power: 1e12 }],
  };
  inverters[2] = { ...inverters[2], serial: '114184512347', channel: 'garbage' };
  inverters[3] = { ...inverters[3], serial: 1e300 };
  return {
    ...file,
    cfg: { version: 72704.9, save_count: -3.5 },
    wifi: { ...file.wifi, hostname: HUGE, ssid: HUGE, password: HUGE, aptimeout: 1.5, ip: 42 },
    ntp: { ...file.ntp, server: HUGE, timezone: HUGE, timezone_descr: [HUGE], latitude: 'north' },
    mqtt: { ...file.mqtt, hostname: HUGE, port: 1883.9, publish_interval: 0.5, lwt: { value_online: HUGE } },
    dtu: { ...file.dtu, serial: 199980193046.75, poll_interval: 0.2, cmt_frequency: 865000000.5 },
    security: { password: HUGE, allow_readonly: 'yes' },
    device: { pinmapping: HUGE, display: { rotation: 2.5, contrast: 1e9 }, led: [{ brightness: -1 }, 'x'] },
    inverters,
    powermeter: { ...file.powermeter, interval: 0.1, http_phases: [{ url: HUGE, timeout: 0.5 }, null, 7] },
    powerlimiter: {
      ...file.powerlimiter,
      inverter_id: 18973090456391.5,
      inverter_channel_id: 2.5,
      interval: 0,
      lower_power_limit: 10.5,
    },
    battery: { ...file.battery, enabled: true, provider: 1.5, jkbms_polling_interval: 0.5, mqtt_topic: HUGE },
    huawei: { ...file.huawei, enabled: true, can_controller_frequency: 8e6 + 0.5 },
    vedirect: { enabled: 1, updates_only: {} },
    extra: { nested: [[[[[[{ deep: true }]]]]]] },
  };
}

async function hostileDirs() {
  const dirs = await makeDirs();
  cleanups.push(dirs.cleanup);
  await mkdir(dirs.dataDir, { recursive: true });
  await writeFile(join(dirs.dataDir, 'config.json'), JSON.stringify(hostileConfig()));
  return dirs;
}

describe('a hostile config.json at boot', () => {
  it('is coerced as the firmware reads it: integers truncated, strings cut to their buffers', {
    timeout: 60_000,
  }, async () => {
    const { dataDir, webappDir } = await hostileDirs();
    const app = await buildApp({ dataDir, webappDir, factory: false, timeScale: 50 });
    cleanups.unshift(() => app.close());
    const config = app.device.config;
    expect(config.inverters[0]?.serial).toBe(18973090456391);
    expect(config.inverters[0]?.name).toHaveLength(31);
    expect(config.inverters[0]?.order).toBe(3);
    expect(config.inverters[1]?.serial).toBe(0x116493210872);
    expect(config.inverters[1]?.channel[0]?.name.length).toBeLessThanOrEqual(31);
    expect(config.inverters[2]?.serial).toBe(0);
    expect(config.inverters[3]?.serial).toBe(0);
    expect(config.dtu.serial).toBe(199980193046);
    expect(config.powerlimiter.inverter_id).toBe(18973090456391);
    expect(config.wifi.hostname).toHaveLength(31);
    expect(config.wifi.ssid).toHaveLength(32);
    expect(config.wifi.password).toHaveLength(64);
    expect(config.ntp.server).toHaveLength(31);
    expect(config.ntp.timezone).toHaveLength(50);
    expect(config.mqtt.hostname).toHaveLength(128);
    expect(config.mqtt.lwt.value_online).toHaveLength(20);
    expect(config.security.password).toHaveLength(64);
    expect(config.device.pinmapping).toHaveLength(63);
    expect(config.powermeter.http_phases[0]?.url).toHaveLength(1024);
    expect(config.battery.mqtt_topic).toHaveLength(256);
    expect(config.mqtt.port).toBe(1883);
    expect(config.dtu.cmt_frequency).toBe(865000000);
    // Out of the field's range: the firmware keeps the default.
    expect(config.device.display.contrast).toBe(60);
    expect(config.device.led[0]?.brightness).toBe(100);

    for (const url of [
      '/api/dtu/config',
      '/api/inverter/list',
      '/api/livedata/status',
      '/api/powerlimiter/config',
      '/api/network/status',
      '/api/system/status',
      '/api/device/config',
    ]) {
      const res = await app.inject({ url, headers: { authorization: ADMIN_AUTH } });
      expect(res.statusCode, url).toBe(200);
    }
    // A few simulated poll periods (time scale 50) must pass without a throw in a timer.
    const start = app.device.uptimeSeconds();
    while (app.device.uptimeSeconds() < start + 30) await sleep(20);
    const res = await app.inject({ url: '/api/livedata/status', headers: { authorization: ADMIN_AUTH } });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the real CLI up across its timers and a restart on the same data dir', async () => {
    const { dataDir, webappDir } = await hostileDirs();
    for (let round = 0; round < 2; round++) {
      const { child, base } = await startCli(
        ['--time-scale', '50', '--data-dir', dataDir, '--webapp', webappDir],
        children,
      );
      const start = await uptimeOf(base);
      // 30 simulated seconds at time scale 50: several poll, limiter and power-meter periods.
      while ((await uptimeOf(base)) < start + 30) await sleep(50);
      expect(child.exitCode).toBeNull();
      const dtu = await fetch(`${base}/api/dtu/config`, { headers: { authorization: ADMIN_AUTH } });
      expect(dtu.status).toBe(200);
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    // Nothing to migrate: like the firmware, the device leaves the file as it is and reads it again.
    const saved = JSON.parse(await readFile(join(dataDir, 'config.json'), 'utf8'));
    expect(saved.inverters[0].serial).toBe(18973090456391.5);
    // Two real CLI starts: generous for a loaded machine.
  }, 120_000);
});

async function uptimeOf(base: string): Promise<number> {
  const res = await fetch(`${base}/api/system/status`);
  return ((await res.json()) as { uptime: number }).uptime;
}
