import {
  type ApiResponse,
  LIMIT_ABSOLUTE_FALLBACK_W,
  LIMIT_RELATIVE_MAX,
  LIMIT_RELATIVE_MIN,
  type LimitConfigRequest,
  type LimitStatus,
  limitType,
} from '@dtu/contract';
import { type FormEvent, useId, useState } from 'react';
import { apiPost } from '../../api/client.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { rememberLimitRequest } from '../../live/limit-requests.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { CommandStatusBadge } from './command-status-badge.tsx';
import { usePoll } from './use-poll.ts';

export const STATUS_POLL_MS = 1000;

export interface CommandModalProps {
  serial: string;
  onClose: () => void;
  /** Called with a successful answer; the dialog is then closed by its owner. */
  onSuccess: (response: ApiResponse) => void;
}

/** Sets a relative (%) or absolute (W) limit, optionally persistent, and shows the command status. */
export function LimitModal({ serial, onClose, onSuccess }: CommandModalProps) {
  const { t, format } = useI18n();
  const formId = useId();
  const { data, refresh } = usePoll<LimitStatus>('/api/limit/status', STATUS_POLL_MS);
  const status = data?.[serial];
  const [relative, setRelative] = useState(true);
  const [value, setValue] = useState(Number.NaN);
  const [persistent, setPersistent] = useState(false);
  const [answer, setAnswer] = useState<ApiResponse>();
  const [sending, setSending] = useState(false);
  const maxPowerW = status && status.max_power > 0 ? status.max_power : LIMIT_ABSOLUTE_FALLBACK_W;
  const knownMaxW = status && status.max_power > 0 ? status.max_power : undefined;
  const equivalent =
    knownMaxW && Number.isFinite(value)
      ? relative
        ? `${format.decimal((value * knownMaxW) / 100, 0)} W`
        : format.percent(value / knownMaxW)
      : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request: LimitConfigRequest = {
      serial,
      limit_value: value,
      limit_type: limitType(relative, persistent),
    };
    setSending(true);
    try {
      const response = await apiPost('/api/limit/config', request);
      refresh();
      if (response.type === 'success') {
        rememberLimitRequest(serial, { value, relative, persistent, atMs: Date.now() });
        onSuccess(response);
      } else setAnswer(response);
    } catch {
      // The client has already shown the login or error page.
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('liveModal.limitTitle')}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={sending}>
            {t('liveModal.apply')}
          </button>
        </>
      }
    >
      {answer && <ApiResponseAlert response={answer} onDismiss={() => setAnswer(undefined)} />}
      <CommandStatusBadge status={status?.limit_set_status} />
      {status && (
        <p>
          {t('liveModal.currentLimit')}: {format.percent(status.limit_relative / 100)}
          {status.max_power > 0 && ` · ${t('liveModal.maxPowerKnown', { power: `${status.max_power} W` })}`}
        </p>
      )}
      <form id={formId} onSubmit={submit}>
        <SelectField
          label={t('liveModal.limitKind')}
          value={relative ? 1 : 0}
          options={[
            { value: 1, label: t('liveModal.relative') },
            { value: 0, label: t('liveModal.absolute') },
          ]}
          onChange={(kind) => setRelative(kind === 1)}
        />
        <NumberField
          label={t('liveModal.limitValue')}
          value={value}
          onChange={setValue}
          min={LIMIT_RELATIVE_MIN}
          max={relative ? LIMIT_RELATIVE_MAX : maxPowerW}
          unit={relative ? '%' : 'W'}
          hint={[
            equivalent && t('limitRequest.equivalent', { other: equivalent }),
            !relative && t('liveModal.absoluteDelay'),
          ]
            .filter(Boolean)
            .join(' ')}
          required
        />
        <CheckField label={t('liveModal.persistent')} checked={persistent} onChange={setPersistent} />
        {persistent && <p className="small text-warning-emphasis mb-0">{t('limitRequest.eepromWarning')}</p>}
      </form>
    </Modal>
  );
}
