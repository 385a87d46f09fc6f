/**
 * The firmware's IPv4 text parser: only digits and dots, exactly three dots, each octet at
 * most 255; an empty octet counts as 0, so `"1..2.3"` is accepted.
 */
export function ipv4(text: string): boolean {
  if (!/^[0-9.]+$/.test(text)) return false;
  const octets = text.split('.');
  if (octets.length !== 4) return false;
  return octets.every((octet) => octet === '' || Number(octet) <= 255);
}

/** How the firmware writes a parsed address back: four decimal octets, empty ones as 0. */
export function canonicalIpv4(text: string): string {
  return text
    .split('.')
    .map((octet) => String(Number(octet || 0)))
    .join('.');
}
