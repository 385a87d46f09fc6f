/**
 * The firmware's `git_hash` (`/api/system/status`): `git describe` of the build
 * (`pio-scripts/auto_firmware_version.py` at every tag): a release gives its tag (`2024.05.03`,
 * `v26.3.30`), a development build `<tag>-<commits>-g<sha>`, a build without a reachable tag
 * `g<sha>`.
 */
export interface GitDescribe {
  /** The nearest tag; undefined for a build that has none. */
  tag: string | undefined;
  /** Commits after the tag: 0 for a release. */
  commitsAfterTag: number;
  /** The abbreviated commit hash of a development build. */
  sha: string | undefined;
}

const DEV_BUILD = /^(.+)-(\d+)-g([0-9a-f]+)$/;
const NO_TAG = /^g([0-9a-f]+)$/;

export function parseGitHash(gitHash: string): GitDescribe {
  const text = gitHash.trim();
  const dev = DEV_BUILD.exec(text);
  if (dev) return { tag: dev[1], commitsAfterTag: Number(dev[2]), sha: dev[3] };
  const bare = NO_TAG.exec(text);
  if (bare) return { tag: undefined, commitsAfterTag: 0, sha: bare[1] };
  return { tag: text || undefined, commitsAfterTag: 0, sha: undefined };
}

/** OnBattery's release tags are dates, `YYYY.MM.DD`. */
const ONBATTERY_TAG = /^(\d{4})\.(\d{2})\.(\d{2})$/;

/** The day of an OnBattery release tag as `YYYYMMDD`, or undefined for another tag. */
export function onBatteryTagDay(tag: string | undefined): number | undefined {
  const match = tag === undefined ? null : ONBATTERY_TAG.exec(tag);
  return match ? Number(match[1] + match[2] + match[3]) : undefined;
}

/**
 * The first OnBattery release whose DTU poll interval is stored and served in milliseconds
 * (2024.11.20 and older: seconds; plain OpenDTU: seconds at every tag).
 */
export const ONBATTERY_POLL_INTERVAL_MS_SINCE = 20250109;

/** The unit of `/api/dtu/config` `pollinterval` of an OnBattery release tag; undefined when the tag is no OnBattery date. */
export function onBatteryPollIntervalUnit(tag: string | undefined): 's' | 'ms' | undefined {
  const day = onBatteryTagDay(tag);
  if (day === undefined) return undefined;
  return day >= ONBATTERY_POLL_INTERVAL_MS_SINCE ? 'ms' : 's';
}
