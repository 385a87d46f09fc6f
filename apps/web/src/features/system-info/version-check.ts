import { gitHashOf } from '@dtu/contract';

/** Upstream repository whose history the device build is compared with. */
export const UPSTREAM_REPOSITORY = 'helgeerbe/OpenDTU-OnBattery';

/** localStorage key of the opt-in toggle; the value is `1` or `0`, absent means off. */
export const VERSION_CHECK_STORAGE_KEY = 'gitUpdateCheck';

export type VersionCheckResult =
  | { status: 'new'; url: string }
  | { status: 'current'; url: string }
  | { status: 'error'; message: string };

/** The ref the build was made from: the commit hash when `git describe` names one, else the tag. */
export function buildRef(gitHash: string): string {
  return gitHashOf(gitHash) ?? gitHash;
}

/** True when the build is not an exact tag, so links point at a commit rather than a release. */
export function isCommitBuild(gitHash: string): boolean {
  return gitHashOf(gitHash) !== undefined;
}

/** The code-hosting comparison call: how many commits lie between the build and upstream HEAD. */
export function compareUrl(gitHash: string): string {
  return `https://api.github.com/repos/${UPSTREAM_REPOSITORY}/compare/${encodeURIComponent(buildRef(gitHash))}...HEAD`;
}

/** Asks upstream whether newer commits exist; every failure becomes an `error` result with its text. */
export async function checkVersion(
  gitHash: string,
  fetcher: typeof fetch = fetch,
): Promise<VersionCheckResult> {
  try {
    const response = await fetcher(compareUrl(gitHash));
    if (!response.ok) return { status: 'error', message: `${response.status} ${response.statusText}`.trim() };
    const body = (await response.json()) as { total_commits?: unknown; html_url?: unknown };
    if (typeof body.total_commits !== 'number') return { status: 'error', message: 'unexpected answer' };
    const url = typeof body.html_url === 'string' ? body.html_url : '';
    return body.total_commits > 0 ? { status: 'new', url } : { status: 'current', url };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export function readVersionCheckEnabled(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return storage.getItem(VERSION_CHECK_STORAGE_KEY) === '1';
}

export function writeVersionCheckEnabled(
  enabled: boolean,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(VERSION_CHECK_STORAGE_KEY, enabled ? '1' : '0');
}
