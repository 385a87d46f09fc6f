import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMd5 } from './md5.ts';

const md5 = (...parts: Uint8Array[]) => {
  const hash = createMd5();
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const text = (value: string) => new TextEncoder().encode(value);

describe('createMd5', () => {
  it('gives the RFC 1321 test-suite digests', () => {
    expect(md5(text(''))).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5(text('a'))).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5(text('abc'))).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5(text('message digest'))).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5(text('abcdefghijklmnopqrstuvwxyz'))).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5(text('1234567890'.repeat(8)))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('matches Node’s MD5 at every length around the padding boundaries, in any split', () => {
    for (let length = 0; length <= 200; length++) {
      const bytes = new Uint8Array(length).map((_, i) => (i * 131 + length) % 256);
      const expected = createHash('md5').update(bytes).digest('hex');
      expect(md5(bytes), `length ${length}`).toBe(expected);
      const cut = Math.floor(length / 3);
      expect(md5(bytes.subarray(0, cut), bytes.subarray(cut, 2 * cut), bytes.subarray(2 * cut))).toBe(
        expected,
      );
    }
  });
});
