import { type LimitConfigRequest, limitType } from '@dtu/contract';
import { useLoggedIn } from '../../api/session.ts';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { rememberLimitRequest, useLimitRequest } from '../../live/limit-requests.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { useNow } from '../../live/ticker.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { formatPower } from '../../ui/format-energy.ts';
import { limitOutcome } from './limit-outcome.ts';
import { useLimitStatusUntilSettled } from './use-limit-status.ts';

/** A request older than this is history, no longer news. */
const SHOWN_FOR_MS = 24 * 3_600_000;
/** "Requested 400 W (non-persistent), 2 minutes ago → confirmed 50 % = 400 W": what became of this browser's last limit. */
export function LimitRequestLine({ inverter, governed }: { inverter: LiveInverter; governed: boolean }) {
  const { t, format, locale } = useI18n();
  const request = useLimitRequest(inverter.serial);
  const loggedIn = useLoggedIn();
  const now = useNow();
  const status = useLimitStatusUntilSettled(inverter.serial, request?.atMs);
  // The retry sends the remembered limit again; accepted, it is the new request (pending again).
  const command = useDeviceCommand<LimitConfigRequest>('/api/limit/config', {
    onSuccess: () => request && rememberLimitRequest(inverter.serial, { ...request, atMs: Date.now() }),
  });
  if (!request || now - request.atMs > SHOWN_FOR_MS) return null;

  // Once settled the live data tell the current limit (they follow later changes too).
  const outcome = limitOutcome(
    request,
    status && { ...status, limit_relative: inverter.limit_relative },
    governed,
  );
  const minutes = Math.round(Math.max(0, now - request.atMs) / 60_000);
  let result: string;
  if (outcome.kind === 'confirmed') {
    const limit = `${format.percent(outcome.relative / 100)}${outcome.watts === undefined ? '' : ` = ${formatPower(format, outcome.watts)}`}`;
    result = outcome.difference
      ? t('limiter.differs', { limit, reason: t(`limiter.${outcome.difference}`) })
      : `${t('liveModal.statusOk')} ${limit}`;
  } else result = t(outcome.kind === 'failed' ? 'liveModal.statusFailure' : 'liveModal.statusPending');

  const retry = () =>
    command.send({
      serial: inverter.serial,
      limit_value: request.value,
      limit_type: limitType(request.relative, request.persistent),
    });

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
        → {result}
        {outcome.kind === 'failed' && (
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
