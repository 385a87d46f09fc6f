import { type LimitConfigRequest, limitTypeFor } from '@dtu/contract';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { rememberLimitRequest } from '../../live/limit-requests.ts';
import type { InverterEntry } from '../../live/merge-livedata.ts';
import { useNow } from '../../live/ticker.ts';
import { useLimitState } from '../../live/use-limit-state.ts';
import { useGeneration } from '../../net/generation.ts';
import { useLoggedIn } from '../../net/session.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { formatPower } from '../../ui/format-energy.ts';
import { limitStateText } from '../../ui/limit-state-text.ts';

/** "Requested 400 W (non-persistent), 2 minutes ago → confirmed 50 % = 400 W": what became of this browser's last limit. */
export function LimitRequestLine({ entry, governed }: { entry: InverterEntry; governed: boolean }) {
  const i18n = useI18n();
  const { t, format, locale } = i18n;
  const loggedIn = useLoggedIn();
  const now = useNow();
  const state = useLimitState(entry, governed, now);
  const generation = useGeneration() ?? 'unknown';
  const { serial } = entry.inverter;
  // The retry sends the remembered limit again; accepted, it is the new request (pending again).
  const command = useDeviceCommand<LimitConfigRequest>('/api/limit/config', {
    onSuccess: () => state && rememberLimitRequest(serial, { ...state.request, atMs: Date.now() }),
  });
  if (!state) return null;
  const { request, outcome, waitsForInverter } = state;
  const minutes = Math.round(Math.max(0, now - request.atMs) / 60_000);

  // A persistent request is sent again only where the generation's numbering for it is known.
  const retryType = limitTypeFor(generation, request.relative, request.persistent);
  const retry = () =>
    retryType !== undefined && command.send({ serial, limit_value: request.value, limit_type: retryType });

  return (
    <>
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
        {outcome.kind === 'failed' && !waitsForInverter && retryType !== undefined && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary ms-2"
            disabled={!loggedIn || command.sending}
            onClick={retry}
          >
            {t('firmwareUpgrade.retry')}
          </button>
        )}
      </p>
      {command.answer && <ApiResponseAlert response={command.answer} onDismiss={command.dismiss} />}
    </>
  );
}
