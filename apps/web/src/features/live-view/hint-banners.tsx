import type { LiveHints } from '@dtu/contract';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useLiveHints } from '../../live/use-livedata.ts';
import { Alert } from '../../ui/alert.tsx';
import { Link } from '../../ui/link.tsx';
import type { Variant } from '../../ui/variant.ts';

type Hint = readonly [flag: keyof LiveHints, Variant, MessageKey, link?: readonly [href: string, MessageKey]];

/** The banners in the order shown, each with the settings page that mends it. */
const HINTS: readonly Hint[] = [
  // 2026 board builds that need a pin mapping and have none: nothing else works before it is chosen.
  [
    'pin_mapping_issue',
    'danger',
    'liveView.hintPinMapping',
    ['/settings/device', 'liveView.hintPinMappingLink'],
  ],
  ['radio_problem', 'danger', 'liveView.hintRadio'],
  ['time_sync', 'danger', 'liveView.hintTime', ['/settings/ntp', 'liveView.hintTimeLink']],
  [
    'default_password',
    'warning',
    'liveView.hintPassword',
    ['/settings/security', 'liveView.hintPasswordLink'],
  ],
];

/** Device problems worth a banner; `time_sync` is true when the clock is NOT synchronised. */
export function HintBanners() {
  const { t } = useI18n();
  const hints = useLiveHints();
  if (!hints) return null;
  return HINTS.map(
    ([flag, variant, text, link]) =>
      hints[flag] && (
        <Alert key={flag} variant={variant}>
          {t(text)}
          {link && (
            <>
              {' '}
              <Link href={link[0]} className="alert-link">
                {t(link[1])}
              </Link>
            </>
          )}
        </Alert>
      ),
  );
}
