import type { Detection } from '@dtu/contract';
import type { I18n } from '../i18n/use-i18n.ts';
import { productNameOfDetection } from '../net/generation.ts';

/** The firmware by project and build, e.g. "OpenDTU-OnBattery 2026.03.31" or "OpenDTU v26.3.30". */
export function firmwareName(detection: Detection | undefined): string {
  if (!detection?.opendtu) return '?';
  if (detection.lineage === undefined) return detection.gitHash;
  return `${productNameOfDetection(detection)} ${detection.gitHash}`;
}

/** "This device runs …", naming an unknown firmware as such. */
export function firmwareFoundText({ t }: Pick<I18n, 't'>, detection: Detection | undefined): string {
  const known = detection?.opendtu && detection.generation !== 'unknown';
  return t(known ? 'generation.found' : 'generation.foundUnknown', { firmware: firmwareName(detection) });
}
