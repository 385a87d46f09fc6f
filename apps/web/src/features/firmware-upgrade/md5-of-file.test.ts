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

  it('hashes one slice per task: a yield before every slice of a chunk', async () => {
    const bytes = new Uint8Array(10_000).map((_, i) => (i * 17) % 253);
    const expected = createHash('md5').update(bytes).digest('hex');
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
    };
    // Chunks of 4096 bytes read, each hashed in slices of 1000: 5 + 5 + 2 slices.
    expect(await md5OfFile(new Blob([bytes]), 4096, { sliceBytes: 1000, pause })).toBe(expected);
    expect(pauses).toBe(12);
  });
});
