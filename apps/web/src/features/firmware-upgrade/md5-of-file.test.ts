import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5OfFile } from './md5-of-file.ts';

describe('md5OfFile', () => {
  it('matches a one-shot MD5 whatever the chunk size', async () => {
    const bytes = new Uint8Array(10_000).map((_, i) => (i * 31) % 251);
    const expected = createHash('md5').update(bytes).digest('hex');
    const blob = new Blob([bytes]);
    expect(await md5OfFile(blob)).toBe(expected);
    expect(await md5OfFile(blob, 4096)).toBe(expected);
    expect(await md5OfFile(blob, 7)).toBe(expected);
  });

  it('hashes an empty file', async () => {
    expect(await md5OfFile(new Blob([]))).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});
