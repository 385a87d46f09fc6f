/** The stored `cfg.version` as the firmware shows it: `0x00011C00` → `"0.1.28"`. */
export function configVersionText(version: number): string {
  return `${(version >> 24) & 0xff}.${(version >> 16) & 0xff}.${(version >> 8) & 0xff}`;
}
