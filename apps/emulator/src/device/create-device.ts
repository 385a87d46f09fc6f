import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConfigFile, PinCategories } from '@dtu/contract';
import { atomicWrite, removeStaleTemps } from './atomic-write.ts';
import { CHIP_ID } from './chip.ts';
import { createClock } from './clock.ts';
import { type ConfigStore, createConfigStore } from './config-store.ts';
import { DEMO_PIN_MAPPING, selectDemoPins } from './demo-pins.ts';
import type { ConfigSection, Device, ResetReasons } from './device.ts';
import { DEFAULT_GENERATION, type DeviceGeneration } from './generation.ts';
import { createLogBus } from './log-bus.ts';
import { loadActivePins, PIN_MAPPING_FILE_NAME } from './pin-mapping.ts';
import { createRandom } from './random.ts';

export interface DeviceOptions {
  dataDir: string;
  /** Print log lines to stdout. */
  stdout?: boolean;
  startTime?: number;
  timeScale?: number;
  seed?: number;
  /** How long the HTTP server stays silent during a reboot; default 4000 ms. */
  rebootMs?: number;
  /** Delay between the reboot request and the restart; default 1000 ms (the firmware's ~1 s). */
  rebootDelayMs?: number;
  /** A fresh data dir becomes the demo board: its `pin_mapping.json`, profile selected. */
  demo?: boolean;
  /** The firmware generation whose build and `config.json` layout the device has; default 2024.05.03. */
  generation?: DeviceGeneration;
}

/** The device plus the controls only the app assembly needs. */
export interface EmulatedDevice extends Device {
  /** Stops pending reboot timers (app shutdown). */
  dispose(): void;
}

const POWER_ON: ResetReasons = ['Vbat power on reset', 'for APP CPU, reset by PRO CPU'];
const SOFTWARE_RESET: ResetReasons = ['Software reset CPU', 'Software reset CPU'];

function listenerSet<Args extends unknown[] = []>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    add(listener: (...args: Args) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    run(log: (line: string) => void, ...args: Args) {
      for (const listener of listeners) {
        try {
          listener(...args);
        } catch (error) {
          log(`Device: listener failed: ${(error as Error).message}`);
        }
      }
    },
  };
}

/** The top-level sections whose content differs between two configs. */
function changedSections(before: Readonly<ConfigFile>, after: Readonly<ConfigFile>): Set<ConfigSection> {
  const changed = new Set<ConfigSection>();
  for (const key of Object.keys(after) as ConfigSection[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed.add(key);
  }
  return changed;
}

/** Writes the demo board's pin mapping (unless one was uploaded) and selects its profile. */
async function installDemoPins(dataDir: string, store: ConfigStore, log: (line: string) => void) {
  const path = join(dataDir, PIN_MAPPING_FILE_NAME);
  const exists = await access(path).then(
    () => true,
    () => false,
  );
  if (!exists) await atomicWrite(path, JSON.stringify(DEMO_PIN_MAPPING)).catch(() => undefined);
  await store.save(selectDemoPins);
  log(`Device: demo board pin mapping selected`);
}

/** Boots the emulated device: reads (or creates) config.json and selects the pin profile. */
export async function createDevice(options: DeviceOptions): Promise<EmulatedDevice> {
  const bus = createLogBus(options.stdout ?? false);
  const clock = createClock({ startTime: options.startTime, timeScale: options.timeScale });
  const generation = options.generation ?? DEFAULT_GENERATION;
  const store = createConfigStore(options.dataDir, CHIP_ID, bus.log, generation.layout);
  const random = createRandom(options.seed);
  const rebootListeners = listenerSet();
  const bootListeners = listenerSet();
  const savedListeners = listenerSet<[ReadonlySet<ConfigSection>]>();
  let booted: { promise: Promise<void>; resolve: () => void } | undefined;
  const rebootMs = options.rebootMs ?? 4000;
  const rebootDelayMs = options.rebootDelayMs ?? 1000;
  const timers = new Set<NodeJS.Timeout>();

  // Writes cut short by a kill leave temp files; nothing else can be writing at start.
  const stale = await removeStaleTemps(options.dataDir);
  if (stale > 0) bus.log(`Device: removed ${stale} unfinished write(s) from an earlier run`);
  const { created } = await store.load();
  if (created && options.demo) await installDemoPins(options.dataDir, store, bus.log);
  let activePins: PinCategories = await loadActivePins(options.dataDir, store.config.device.pinmapping);
  let resetReasons = POWER_ON;
  let rebooting = false;
  let rebootPending = false;

  const later = (ms: number, run: () => void | Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timers.add(timer);
  };

  async function boot() {
    try {
      await store.load();
      activePins = await loadActivePins(options.dataDir, store.config.device.pinmapping);
    } catch (error) {
      // The store already falls back to defaults; a failure here must not keep the device down.
      bus.log(`Device: boot problem: ${(error as Error).message}`);
    }
    clock.restartUptime();
    resetReasons = SOFTWARE_RESET;
    rebooting = false;
    rebootPending = false;
    bus.log('Device: boot complete');
    // Taken first: a boot listener may already ask for the next reboot.
    const done = booted;
    booted = undefined;
    bootListeners.run(bus.log);
    done?.resolve();
  }

  function reboot(reason: string) {
    if (rebootPending) return;
    rebootPending = true;
    let resolve!: () => void;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    booted = { promise, resolve };
    bus.log(`Device: reboot requested (${reason})`);
    later(rebootDelayMs, () => {
      rebooting = true;
      bus.log('Device: restarting');
      rebootListeners.run(bus.log);
      later(rebootMs, boot);
    });
  }

  return {
    get config() {
      return store.config;
    },
    save(change) {
      const before = store.config;
      // The store swaps in the new config synchronously, before the write is awaited.
      const written = store.save(change);
      if (store.config !== before) savedListeners.run(bus.log, changedSections(before, store.config));
      return written;
    },
    generation,
    onConfigSaved: savedListeners.add,
    log: bus.log,
    onLog: bus.subscribe,
    now: clock.now,
    wallNow: clock.wallNow,
    wallAt: clock.wallAt,
    advance: clock.advance,
    setTime: clock.setTime,
    uptimeSeconds: () => Math.floor(clock.uptimeMs() / 1000),
    reboot,
    get rebooting() {
      return rebooting;
    },
    get rebootPending() {
      return rebootPending;
    },
    onReboot: rebootListeners.add,
    onBoot: bootListeners.add,
    whenBooted: () => booted?.promise ?? Promise.resolve(),
    createdFresh: created,
    chipId: CHIP_ID,
    dataDir: options.dataDir,
    get resetReasons() {
      return resetReasons;
    },
    get activePins() {
      return activePins;
    },
    random,
    settled: store.settled,
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Nobody waits forever on a device that was switched off mid-reboot.
      booted?.resolve();
      booted = undefined;
    },
  };
}
