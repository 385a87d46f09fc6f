import { FIRMWARE_MD5_CHUNK_BYTES } from '@dtu/contract';
import { createMd5 } from './md5.ts';

/** Bytes hashed per task: a few tens of ms on a slow phone, so the page never stalls. */
export const MD5_SLICE_BYTES = 64 * 1024;

/** The next task: a message, not a timer (a hidden tab runs timers once a second at most). */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(0);
  });

/**
 * MD5 (lower-case hex) of a file read in 2 MiB chunks, so a large image never sits in memory
 * twice, and hashed in slices with a yield to the page before each.
 */
export async function md5OfFile(
  file: Blob,
  chunkBytes = FIRMWARE_MD5_CHUNK_BYTES,
  { sliceBytes = MD5_SLICE_BYTES, pause = nextTask } = {},
): Promise<string> {
  const hash = createMd5();
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    const chunk = new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer());
    for (let at = 0; at < chunk.length; at += sliceBytes) {
      await pause();
      hash.update(chunk.subarray(at, at + sliceBytes));
    }
  }
  return hash.digest();
}
