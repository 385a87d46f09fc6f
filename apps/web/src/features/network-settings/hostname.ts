/** The printf token the firmware replaces with the last six hex digits of the chip id. */
export const CHIP_ID_TOKEN = '%06X';

/** The access point SSID is `OpenDTU-<chip id in decimal>`: the one place the chip id is visible. */
export function chipIdFromApSsid(apSsid: string | undefined): number | undefined {
  const match = /-(\d+)$/.exec(apSsid ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The hostname as the device will announce it; undefined when the template has no token to expand. */
export function expandHostname(template: string, chipId: number | undefined): string | undefined {
  if (!template.includes(CHIP_ID_TOKEN) || chipId === undefined) return undefined;
  const hex = (chipId & 0xffffff).toString(16).toUpperCase().padStart(6, '0');
  return template.replaceAll(CHIP_ID_TOKEN, hex);
}
