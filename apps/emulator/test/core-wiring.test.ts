import { describe, expect, it } from 'vitest';
import { createDevice, type EmulatedDevice } from '../src/device/create-device.ts';
import type { ConfigSection, Device } from '../src/device/device.ts';
import { createScheduler } from '../src/device/scheduler.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { makeDirs } from './support/core-fixture.ts';

const opened = closeAfterEach();

async function device(options: { rebootMs?: number; rebootDelayMs?: number } = {}): Promise<EmulatedDevice> {
  const dirs = await opened(makeDirs());
  const made = await createDevice({ dataDir: dirs.dataDir, ...options });
  await opened({
    close: async () => {
      made.dispose();
      await made.settled();
    },
  });
  return made;
}

describe('device events', () => {
  it('onConfigSaved names the sections a save changed, and only saves', async () => {
    const dev = await device({ rebootMs: 5, rebootDelayMs: 5 });
    const seen: ConfigSection[][] = [];
    dev.onConfigSaved((sections) => seen.push([...sections].sort()));
    await dev.save((draft) => {
      draft.mqtt.hostname = 'broker.local';
      draft.ntp.server = 'ntp.local';
    });
    await dev.save(() => undefined);
    dev.reboot('test');
    await dev.whenBooted();
    // The boot re-read the file: no save event for that.
    expect(seen).toEqual([['cfg', 'mqtt', 'ntp'], ['cfg']]);
  });

  it('whenBooted resolves at once when idle and after the boot listeners when rebooting', async () => {
    const dev = await device({ rebootMs: 5, rebootDelayMs: 5 });
    await dev.whenBooted();
    const order: string[] = [];
    dev.onReboot(() => order.push('restart'));
    dev.onBoot(() => order.push('boot'));
    dev.reboot('test');
    expect(dev.rebootPending).toBe(true);
    await dev.whenBooted().then(() => order.push('booted'));
    expect(order).toEqual(['restart', 'boot', 'booted']);
    expect(dev.rebootPending).toBe(false);
    expect(dev.rebooting).toBe(false);
  });
  it('a reboot asked for while booting gets a whenBooted of its own', async () => {
    const dev = await device({ rebootMs: 5, rebootDelayMs: 5 });
    let boots = 0;
    dev.onBoot(() => {
      boots += 1;
      if (boots === 1) dev.reboot('again');
    });
    dev.reboot('first');
    await dev.whenBooted();
    expect(boots).toBe(1);
    expect(dev.rebootPending).toBe(true);
    await dev.whenBooted();
    expect(boots).toBe(2);
    expect(dev.rebootPending).toBe(false);
  });
});

describe('scheduler', () => {
  const fakeDevice = () => {
    const state = { now: 1000, rebooting: false, lines: [] as string[] };
    const dev = {
      now: () => state.now,
      get rebooting() {
        return state.rebooting;
      },
      log: (line: string) => state.lines.push(line),
    } as unknown as Device;
    return { state, dev };
  };

  it('steps the simulation first, then runs the tasks in order with the same device time', () => {
    const { state, dev } = fakeDevice();
    const calls: string[] = [];
    const scheduler = createScheduler(dev, (now) => calls.push(`step ${now}`));
    scheduler.onBeat((now) => calls.push(`a ${now}`));
    const stopB = scheduler.onBeat((now) => calls.push(`b ${now}`));
    scheduler.beat();
    state.now = 2000;
    stopB();
    scheduler.beat();
    expect(calls).toEqual(['step 1000', 'a 1000', 'b 1000', 'step 2000', 'a 2000']);
  });

  it('does nothing while the device reboots and keeps going when a task throws', () => {
    const { state, dev } = fakeDevice();
    const calls: string[] = [];
    const scheduler = createScheduler(dev, () => calls.push('step'));
    scheduler.onBeat(() => {
      throw new Error('boom');
    });
    scheduler.onBeat(() => calls.push('task'));
    state.rebooting = true;
    scheduler.beat();
    expect(calls).toEqual([]);
    state.rebooting = false;
    scheduler.beat();
    expect(calls).toEqual(['step', 'task']);
    expect(state.lines).toEqual(['Scheduler: task failed: boom']);
  });

  it('runs real-time cadences on the beats that are due, with half a beat of slack', () => {
    const { dev } = fakeDevice();
    let real = 0;
    const scheduler = createScheduler(
      dev,
      () => undefined,
      () => real,
    );
    const runs: number[] = [];
    scheduler.everyRealMs(500, () => runs.push(real));
    for (const at of [250, 499, 751, 1000, 1240, 1500]) {
      real = at;
      scheduler.beat();
    }
    expect(runs).toEqual([499, 1000, 1500]);
  });
});
