import { limitType } from '@dtu/contract';
import { apiPost } from '../../api/client.ts';
import { useLoggedIn } from '../../api/session.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { rememberLimitRequest } from '../../live/limit-requests.ts';
import type { InverterEntry } from '../../live/merge-livedata.ts';
import { useNow } from '../../live/ticker.ts';
import { useLimitState } from '../../live/use-limit-state.ts';
import { formatPower } from '../../ui/format-energy.ts';
import { limitStateText } from '../../ui/limit-state-text.ts';

/** "Requested 400 W (non-persistent), 2 minutes ago → confirmed 50 % = 400 W": what became of this browser's last limit. */
export function LimitRequestLine({ entry, governed }: { entry: InverterEntry; governed: boolean }) {
  const i18n = useI18n();
  const { t, format, locale } = i18n;
  const loggedIn = useLoggedIn();
  const now = useNow();
  const state = useLimitState(entry, governed, now);
  if (!state) return null;
  const { request, outcome, waitsForInverter } = state;
  const { serial } = entry.inverter;
  const minutes = Math.round(Math.max(0, now - request.atMs) / 60_000);

  const retry = async () => {
    try {
      const response = await apiPost('/api/limit/config', {
        serial,
        limit_value: request.value,
        limit_type: limitType(request.relative, request.persistent),
      });
      if (response.type === 'success') rememberLimitRequest(serial, { ...request, atMs: Date.now() });
    } catch {
      // The client has already shown the login or error page.
    }
  };

  return (
    <p className="small mb-2" aria-live="polite">
      {t('limiter.requested', {
        value: request.relative ? format.percent(request.value / 100) : formatPower(format, request.value),
        kind: t(request.persistent ? 'limiter.persistent' : 'limiter.nonPersistent'),
        ago: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(
          ...((minutes < 60 ? [-minutes, 'minute'] : [-Math.round(minutes / 60), 'hour']) as [
            number,
            'hour',
          ]),
        ),
      })}{' '}
      → {limitStateText(i18n, state)}
      {outcome.kind === 'failed' && !waitsForInverter && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary ms-2"
          disabled={!loggedIn}
          onClick={retry}
        >
          {t('firmwareUpgrade.retry')}
        </button>
      )}
    </p>
  );
}
