/** GET `/api/vedirect/config` (admin) and `/api/vedirect/status` (read-only); POST `data`. */
export interface VedirectConfig {
  vedirect_enabled: boolean;
  verbose_logging: boolean;
  vedirect_updatesonly: boolean;
}

/** `/api/vedirect/status` has the same body as the config GET. */
export type VedirectStatus = VedirectConfig;
