import {
  type ApiResponse,
  LIMIT_ABSOLUTE_FALLBACK_W,
  LIMIT_RELATIVE_MAX,
  LIMIT_RELATIVE_MIN,
  type LimitConfigRequest,
  type LimitStatus,
  limitTypeFor,
} from '@dtu/contract';
import { useState } from 'react';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { rememberLimitRequest } from '../../live/limit-requests.ts';
import { useGeneration } from '../../net/generation.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
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
  const { data, refresh } = usePoll<LimitStatus>('/api/limit/status', STATUS_POLL_MS);
  const status = data?.[serial];
  const [relative, setRelative] = useState(true);
  const [value, setValue] = useState(Number.NaN);
  const [persistent, setPersistent] = useState(false);
  // Persistent limits are numbered differently per generation; an unknown one gets temporary ones only.
  const generation = useGeneration() ?? 'unknown';
  const persistentOffered = limitTypeFor(generation, relative, true) !== undefined;
  const command = useDeviceCommand<LimitConfigRequest>('/api/limit/config', {
    onSuccess: (answer, sent) => {
      // Remembered for the panel's "requested → confirmed" line; the type encodes % (bit 0) and
      // persistence (every generation numbers its temporary limits 0 and 1).
      rememberLimitRequest(sent.serial, {
        value: sent.limit_value,
        relative: (sent.limit_type & 1) === 1,
        persistent: sent.limit_type >= 2,
        atMs: Date.now(),
      });
      onSuccess(answer);
    },
  });
  const knownMaxW = status && status.max_power > 0 ? status.max_power : undefined;
  // The same limit in the other unit, once the device knows its max power.
  const equivalent =
    knownMaxW &&
    Number.isFinite(value) &&
    `= ${relative ? `${format.decimal((value * knownMaxW) / 100, 0)} W` : format.percent(value / knownMaxW)}.`;

  const submit = async () => {
    const type = limitTypeFor(generation, relative, persistent && persistentOffered) ?? (relative ? 1 : 0);
    if (await command.send({ serial, limit_value: value, limit_type: type })) refresh();
  };

  return (
    <FormModal
      title={t('liveModal.limitTitle')}
      submitLabel={t('liveModal.apply')}
      onClose={onClose}
      onSubmit={submit}
      sending={command.sending}
      alert={
        <>
          {command.answer && <ApiResponseAlert response={command.answer} onDismiss={command.dismiss} />}
          <CommandStatusBadge status={status?.limit_set_status} />
          {status && (
            <p>
              {t('liveModal.currentLimit')}: {format.percent(status.limit_relative / 100)}
              {status.max_power > 0 &&
                ` · ${t('liveModal.maxPowerKnown', { power: `${status.max_power} W` })}`}
            </p>
          )}
        </>
      }
    >
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
        max={relative ? LIMIT_RELATIVE_MAX : (knownMaxW ?? LIMIT_ABSOLUTE_FALLBACK_W)}
        unit={relative ? '%' : 'W'}
        hint={[equivalent, !relative && t('liveModal.absoluteDelay')].filter(Boolean).join(' ')}
        required
      />
      {persistentOffered ? (
        <CheckField label={t('liveModal.persistent')} value={persistent} onChange={setPersistent} />
      ) : (
        <p className="small text-body-secondary mb-0">{t('generation.temporaryOnly')}</p>
      )}
      {persistent && persistentOffered && (
        <p className="small text-warning-emphasis mb-0">{t('limiter.eepromWarning')}</p>
      )}
    </FormModal>
  );
}
