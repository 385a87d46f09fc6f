import { execFileSync } from 'node:child_process';

export interface BuildInfo {
  /** `git describe`-style text of the emulator's own source (`g<7 hex>`), never a firmware tag. */
  gitHash: string;
  gitBranch: string;
}

let cached: BuildInfo | undefined;

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

/**
 * Describes the emulator's checkout in the firmware's `git_hash` format so the About and
 * System pages show what is really running; outside a git checkout the firmware's fallback.
 */
export function buildInfo(): BuildInfo {
  if (cached) return cached;
  const hash = git(['rev-parse', '--short=7', 'HEAD']);
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD']);
  cached = {
    gitHash: hash && /^[0-9a-f]{7}$/.test(hash) ? `g${hash}` : 'g0000000',
    gitBranch: branch && branch !== 'HEAD' ? branch : 'emulator',
  };
  return cached;
}
