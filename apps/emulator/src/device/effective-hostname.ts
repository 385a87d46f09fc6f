import { HOSTNAME_MAX } from '@dtu/contract';
import { truncateBytes } from './utf8-bytes.ts';

/** Characters the firmware turns into `-` when it cleans the host name. */
const DASHED = new Set([' ', '_', '-', '+', '!', '?', '*']);

/**
 * A small printf for the one integer argument the firmware passes (the chip id): `%%`, flags
 * `0`/`-`, a width and the integer conversions. Anything else is left as typed and then
 * removed by the sanitiser, as the `%` is not a host-name character.
 */
function formatWithChipId(template: string, chipId: number): string {
  return template.replace(/%(-?)(0?)(\d*)([diuxXo%])/g, (whole, left, zero, width, conversion) => {
    if (conversion === '%') return whole === '%%' ? '%' : whole;
    const radix = conversion === 'x' || conversion === 'X' ? 16 : conversion === 'o' ? 8 : 10;
    let digits = chipId.toString(radix);
    if (conversion === 'X') digits = digits.toUpperCase();
    const size = Number(width || 0);
    if (left) return digits.padEnd(size, ' ');
    return digits.padStart(size, zero ? '0' : ' ');
  });
}

function sanitise(text: string): string {
  let out = '';
  for (const ch of text) {
    if (/^[A-Za-z0-9]$/.test(ch)) out += ch;
    else if (DASHED.has(ch)) out += '-';
  }
  return out.replace(/-+$/, '');
}

/**
 * The host name the device really uses (docs/firmware/onbattery-2024.05.03/settings.md §2.2): the stored template formatted with
 * the chip id, cut to the 31-byte buffer, cleaned; an empty result falls back to the default.
 */
export function effectiveHostname(template: string, chipId: number): string {
  const cleaned = sanitise(truncateBytes(formatWithChipId(template, chipId), HOSTNAME_MAX));
  return cleaned === '' ? `OpenDTU-${formatWithChipId('%06X', chipId)}` : cleaned;
}
