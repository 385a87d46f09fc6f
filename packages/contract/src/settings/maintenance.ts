/** GET `/api/config/list` (admin): files in the root of the device file system. */
export interface ConfigFileList {
  /** Bare names without leading `/`, in directory order (`config.json` normally first). */
  configs: { name: string }[];
}

/** POST `/api/config/delete` `data`: `true` = factory reset (keeps `pin_mapping.json`). */
export interface ConfigDeleteRequest {
  delete: boolean;
}

/** POST `/api/maintenance/reboot` `data`. */
export interface RebootRequest {
  reboot: boolean;
}
