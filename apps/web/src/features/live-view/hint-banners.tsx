import { useI18n } from '../../i18n/use-i18n.ts';
import { useLiveHints } from '../../live/use-livedata.ts';
import { Link } from '../../ui/link.tsx';

/** Device problems worth a banner; `time_sync` is true when the clock is NOT synchronised. */
export function HintBanners() {
  const { t } = useI18n();
  const hints = useLiveHints();
  if (!hints) return null;
  return (
    <>
      {hints.radio_problem && (
        <div className="alert alert-danger" role="alert">
          {t('liveView.hintRadio')}
        </div>
      )}
      {hints.time_sync && (
        <div className="alert alert-danger" role="alert">
          {t('liveView.hintTime')}{' '}
          <Link href="/settings/ntp" className="alert-link">
            {t('liveView.hintTimeLink')}
          </Link>
        </div>
      )}
      {hints.default_password && (
        <div className="alert alert-warning" role="alert">
          {t('liveView.hintPassword')}{' '}
          <Link href="/settings/security" className="alert-link">
            {t('liveView.hintPasswordLink')}
          </Link>
        </div>
      )}
    </>
  );
}
