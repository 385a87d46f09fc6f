/** GET `/api/system/status` (read-only), keys in emitted order. */
export interface SystemStatus {
  /** Effective hostname, e.g. `"OpenDTU-123456"`. */
  hostname: string;
  /** ESP-IDF version, e.g. `"v4.4.6-dirty"`. */
  sdkversion: string;
  /** MHz. */
  cpufreq: number;
  /** Bytes. */
  heap_total: number;
  /** Bytes, total − free. */
  heap_used: number;
  /** Largest allocatable block in bytes. */
  heap_max_block: number;
  /** Low-water mark of free heap since boot, bytes. */
  heap_min_free: number;
  psram_total: number;
  psram_used: number;
  /** Size of the OTA partition in bytes. */
  sketch_total: number;
  /** Firmware image size in bytes. */
  sketch_used: number;
  littlefs_total: number;
  /** Multiple of 4096. */
  littlefs_used: number;
  chiprevision: number;
  chipmodel: string;
  chipcores: number;
  resetreason_0: string;
  resetreason_1: string;
  /** Config saves since factory reset. */
  cfgsavecount: number;
  /** `major.minor.patch`, `"0.1.28"`. */
  config_version: string;
  /** `git describe`: a tag, `<tag>-<n>-g<hash>` or `g<hash>`. */
  git_hash: string;
  git_branch: string;
  pioenv: string;
  /** Whole seconds since boot. */
  uptime: number;
  nrf_configured: boolean;
  nrf_connected: boolean;
  /** NRF chip is the "+" variant. */
  nrf_pvariant: boolean;
  cmt_configured: boolean;
  cmt_connected: boolean;
}
