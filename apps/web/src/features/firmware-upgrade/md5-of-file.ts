import { FIRMWARE_MD5_CHUNK_BYTES } from '@dtu/contract';
import { createMd5 } from './md5.ts';

/** MD5 (lower-case hex) of a file read in 2 MiB slices, so a large image never sits in memory twice. */
export async function md5OfFile(file: Blob, chunkBytes = FIRMWARE_MD5_CHUNK_BYTES): Promise<string> {
  const hash = createMd5();
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    hash.update(new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer()));
  }
  return hash.digest();
}
