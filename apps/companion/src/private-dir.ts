import { chmod, mkdir } from 'node:fs/promises';

/**
 * Makes `path` (and its missing parents) a folder of its owner alone (0700), tightening one that
 * exists: the records tell when a household is at home, the alert rules where its alerts go.
 */
export async function privateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o700 });
  await chmod(path, 0o700);
}
