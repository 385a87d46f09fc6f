import { open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let counter = 0;

/** Prefix of in-progress files; listings and the factory reset skip them. */
export const TEMP_PREFIX = '.tmp-';

/**
 * Replaces `path` so that a crash at any moment leaves either the old or the new content:
 * write a temp file in the same directory, fsync it, rename it over the target, fsync the
 * directory so the rename itself survives a power cut.
 */
export async function atomicWrite(path: string, content: string | Buffer): Promise<void> {
  const dir = dirname(path);
  counter += 1;
  const temp = join(dir, `${TEMP_PREFIX}${basename(path)}-${process.pid}-${counter}`);
  try {
    const file = await open(temp, 'w');
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dir);
}

/**
 * `atomicWrite` for content that arrives in chunks: `accept(n)` answers how many of the next
 * `n` bytes may still be stored (the rest is read and dropped). The chunks are always read to
 * their end, even when the file cannot be written, so the sender is never left hanging.
 * Answers the bytes written.
 */
export async function atomicWriteStream(
  path: string,
  chunks: AsyncIterable<Buffer>,
  accept: (length: number) => number,
): Promise<number> {
  const dir = dirname(path);
  counter += 1;
  const temp = join(dir, `${TEMP_PREFIX}${basename(path)}-${process.pid}-${counter}`);
  let written = 0;
  let failure: unknown;
  let file: Awaited<ReturnType<typeof open>> | undefined;
  try {
    file = await open(temp, 'w');
  } catch (error) {
    failure = error;
  }
  for await (const chunk of chunks) {
    if (failure !== undefined || !file) continue;
    const kept = Math.max(0, Math.min(chunk.length, accept(chunk.length)));
    if (kept === 0) continue;
    try {
      await file.write(chunk.subarray(0, kept));
      written += kept;
    } catch (error) {
      failure = error;
    }
  }
  try {
    if (failure === undefined) await file?.sync();
  } catch (error) {
    failure = error;
  }
  await file?.close().catch(() => undefined);
  if (failure === undefined) {
    try {
      await rename(temp, path);
    } catch (error) {
      failure = error;
    }
  }
  if (failure !== undefined) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw failure;
  }
  await syncDirectory(dir);
  return written;
}

/** Removes in-progress files a killed process left behind; answers how many. */
export async function removeStaleTemps(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const stale = names.filter((name) => name.startsWith(TEMP_PREFIX));
  for (const name of stale) await rm(join(dir, name), { force: true }).catch(() => undefined);
  return stale.length;
}

async function syncDirectory(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic there.
  } finally {
    await handle?.close();
  }
}
