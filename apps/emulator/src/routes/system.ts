import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SystemStatus } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { effectiveHostname } from '../device/effective-hostname.ts';
import { isEmulatorArtifact } from '../device/emulator-files.ts';
import { cmtConfigured, nrfConfigured } from '../device/radio-state.ts';
import { requireAccess } from '../http/access.ts';
import { routePaths } from '../http/route-paths.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { buildInfo } from './build-info.ts';

const HEAP_TOTAL = 327340;
const SKETCH_TOTAL = 1966080;
const SKETCH_USED = 1795248;
/** The data partition of the 4 MB layout (settings.md §2.14). */
export const LITTLEFS_TOTAL = 196608;
export const LITTLEFS_BLOCK = 4096;

/** `0x00011C00` → `"0.1.28"`. */
export function configVersionText(version: number): string {
  return `${(version >> 24) & 0xff}.${(version >> 16) & 0xff}.${(version >> 8) & 0xff}`;
}

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

/** Heap figures that wander a little between calls, like a running ESP32's. */
function createHeapModel(device: Device) {
  let used = 0;
  let minFree = HEAP_TOTAL;
  device.onBoot(() => {
    used = 0;
    minFree = HEAP_TOTAL;
  });
  return () => {
    const base = 150_000 + Math.min(device.uptimeSeconds(), 600) * 20;
    used = used === 0 ? base : Math.round(used + (base - used) * 0.3 + (device.random() - 0.5) * 6000);
    const free = HEAP_TOTAL - used;
    minFree = Math.min(minFree, free - Math.round(device.random() * 4000));
    const maxBlock = Math.min(110_592, Math.floor((free * 0.55) / 4) * 4);
    return { used, minFree, maxBlock };
  };
}

/** `GET /api/system/status` (read-only), keys in the firmware's order. */
export function registerSystemRoutes(app: FastifyInstance, device: Device): void {
  const heap = createHeapModel(device);
  for (const url of routePaths('/api/system/status')) {
    app.get(url, { onRequest: requireAccess('readonly', device) }, async (): Promise<SystemStatus> => {
      const { used, minFree, maxBlock } = heap();
      const pins = device.activePins;
      const nrf = nrfConfigured(pins);
      const cmt = cmtConfigured(pins);
      const build = buildInfo();
      return {
        hostname: effectiveHostname(device.config.wifi.hostname, device.chipId),
        sdkversion: 'v4.4.7-dirty',
        cpufreq: 240,
        heap_total: HEAP_TOTAL,
        heap_used: used,
        heap_max_block: maxBlock,
        heap_min_free: minFree,
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
    });
  }
}

/** `/api/system/status`. */
export const systemRoutes = routePlugin('system', (app, { device }: { device: Device }) =>
  registerSystemRoutes(app, device),
);
