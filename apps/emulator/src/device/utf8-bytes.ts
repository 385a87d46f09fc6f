/** Byte length of the UTF-8 text: every firmware length limit counts bytes. */
export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Truncates to at most `maxBytes` UTF-8 bytes without splitting a character. */
export function truncateBytes(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  let out = '';
  for (const ch of text) {
    if (byteLength(out + ch) > maxBytes) break;
    out += ch;
  }
  return out;
}
