import { GENERATION_IDS, GENERATIONS, type Generation, type Lineage } from './generation-ids.ts';
import { parseGitHash } from './git-hash.ts';

/** What the probe found: no OpenDTU (the answer was not JSON), or a firmware and its generation. */
export type Detection =
  | { opendtu: false }
  | {
      opendtu: true;
      generation: Generation;
      /** undefined when the answers fit no lineage. */
      lineage: Lineage | undefined;
      /** `git_hash` as the device reports it, for the sentence that names the firmware. */
      gitHash: string;
      configVersion: string;
    };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `"0.1.30"` as a comparable number; NaN for anything else. */
function versionNumber(text: string): number {
  const parts = text.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return Number.NaN;
  return parts.reduce((total, part) => total * 256 + Number(part), 0);
}

/**
 * The lineage from what the device answers (capabilities first): the OnBattery blocks of
 * `/api/livedata/status`, else a plain OpenDTU of the 0.1.29+ configuration.
 */
function lineageOf(status: Record<string, unknown>, livedataKeys: readonly string[]): Lineage | undefined {
  const has = (key: string) => livedataKeys.includes(key);
  if (has('solarcharger') || has('gridcharger')) return 'onbattery-2026';
  if (has('vedirect') || has('huawei')) return 'onbattery-2024';
  const onBatteryTrace = 'config_version_onbattery' in status || has('battery') || has('power_meter');
  if (!onBatteryTrace && versionNumber(String(status.config_version)) >= versionNumber('0.1.29'))
    return 'opendtu';
  return undefined;
}

/**
 * The firmware generation from `GET /api/system/status` (the parsed body, whatever it was) and
 * the top-level keys of `GET /api/livedata/status`. Every firmware answers an unknown path with
 * `index.html` and status 200, so a body that is not a JSON object means no OpenDTU, never a
 * generation. A known generation needs its lineage (from the answers) and its release tag (from
 * `git_hash`: two changes leave no other trace, the limit types and the poll interval unit);
 * anything else is `unknown`.
 */
export function detectGeneration(systemStatus: unknown, livedataKeys: readonly string[]): Detection {
  if (!isObject(systemStatus) || typeof systemStatus.git_hash !== 'string') return { opendtu: false };
  const gitHash = systemStatus.git_hash;
  const configVersion = String(systemStatus.config_version ?? '');
  const lineage = lineageOf(systemStatus, livedataKeys);
  const { tag } = parseGitHash(gitHash);
  const generation =
    GENERATION_IDS.find((id) => {
      const facts = GENERATIONS[id];
      return (
        facts.lineage === lineage &&
        facts.tag === tag &&
        facts.configVersion === configVersion &&
        facts.configVersionOnBattery === systemStatus.config_version_onbattery
      );
    }) ?? 'unknown';
  return { opendtu: true, generation, lineage, gitHash, configVersion };
}
