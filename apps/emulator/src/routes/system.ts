import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SystemStatus } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import { configVersionText } from '../device/config-version.ts';
import type { Device } from '../device/device.ts';
import { effectiveHostname } from '../device/effective-hostname.ts';
import { isEmulatorArtifact } from '../device/emulator-files.ts';
import { readHeap } from '../device/heap.ts';
import { cmtConfigured, nrfConfigured } from '../device/radio-state.ts';
import { getJson } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';

const SKETCH_TOTAL = 1966080;
const SKETCH_USED = 1795248;
/** The data partition of the 4 MB layout (docs/firmware/onbattery-2024.05.03/settings.md §2.14). */
export const LITTLEFS_TOTAL = 196608;
export const LITTLEFS_BLOCK = 4096;

/**
 * LittleFS usage: whole blocks per file plus the file system's own two blocks. `skip` leaves
 * files out (an upload's target, which the device truncates before writing); the emulator's own
 * files are never on the device's flash.
 */
export async function littlefsUsed(
  dataDir: string,
  skip: (name: string) => boolean = () => false,
): Promise<number> {
  let used = 2 * LITTLEFS_BLOCK;
  try {
    for (const entry of await readdir(dataDir, { withFileTypes: true })) {
      if (!entry.isFile() || isEmulatorArtifact(entry.name) || skip(entry.name)) continue;
      const { size } = await stat(join(dataDir, entry.name));
      used += Math.max(1, Math.ceil(size / LITTLEFS_BLOCK)) * LITTLEFS_BLOCK;
    }
  } catch {
    // An unreadable data dir just reports the empty file system.
  }
  return Math.min(used, LITTLEFS_TOTAL);
}

/** A generation's answer built from the 2024.05.03 one (fields added, keys in its order). */
export type SystemStatusShape = (base: SystemStatus, device: Device) => unknown;

/** `GET /api/system/status` (read-only), keys in the firmware's order. */
export function registerSystemRoutes(
  app: FastifyInstance,
  device: Device,
  shape: SystemStatusShape = (base) => base,
): void {
  getJson(app, '/api/system/status', 'readonly', device, async () => shape(await status2024(device), device));
}

async function status2024(device: Device): Promise<SystemStatus> {
  const heap = readHeap(device);
  const pins = device.activePins;
  const nrf = nrfConfigured(pins);
  const cmt = cmtConfigured(pins);
  const build = device.generation.build;
  return {
    hostname: effectiveHostname(device.config.wifi.hostname, device.chipId),
    sdkversion: 'v4.4.7-dirty',
    cpufreq: 240,
    heap_total: heap.size,
    heap_used: heap.size - heap.free,
    heap_max_block: heap.biggestBlock,
    heap_min_free: heap.minFree,
    psram_total: 0,
    psram_used: 0,
    sketch_total: SKETCH_TOTAL,
    sketch_used: SKETCH_USED,
    littlefs_total: LITTLEFS_TOTAL,
    littlefs_used: await littlefsUsed(device.dataDir),
    chiprevision: 3,
    chipmodel: 'ESP32-D0WD-V3',
    chipcores: 2,
    resetreason_0: device.resetReasons[0],
    resetreason_1: device.resetReasons[1],
    cfgsavecount: device.config.cfg.save_count,
    config_version: configVersionText(device.config.cfg.version),
    git_hash: build.gitHash,
    git_branch: build.gitBranch,
    pioenv: build.pioenv,
    uptime: device.uptimeSeconds(),
    nrf_configured: nrf,
    nrf_connected: nrf,
    nrf_pvariant: nrf,
    cmt_configured: cmt,
    cmt_connected: cmt,
  };
}

/** `/api/system/status`. */
export const systemRoutes = routePlugin(
  'system',
  (app, { device, shape }: { device: Device; shape?: SystemStatusShape }) =>
    registerSystemRoutes(app, device, shape),
);
