import type { PowerConfigRequest, PowerStatus } from '@dtu/contract';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Modal } from '../../ui/modal.tsx';
import { CommandStatusBadge } from './command-status-badge.tsx';
import { type CommandModalProps, STATUS_POLL_MS } from './limit-modal.tsx';
import { usePoll } from './use-poll.ts';

type PowerAction = 'on' | 'off' | 'restart';

const REQUEST: Readonly<Record<PowerAction, (serial: string) => PowerConfigRequest>> = {
  on: (serial) => ({ serial, power: true }),
  off: (serial) => ({ serial, power: false }),
  restart: (serial) => ({ serial, restart: true }),
};

/** The buttons in order, with their Bootstrap colour. */
const BUTTONS = [
  ['on', 'success'],
  ['off', 'danger'],
  ['restart', 'warning'],
] as const;

const LABEL = { on: 'turnOn', off: 'turnOff', restart: 'restart' } as const;

/** Turns an inverter on or off or restarts it, and shows the command status. */
export function PowerModal({ serial, onClose, onSuccess }: CommandModalProps) {
  const { t } = useI18n();
  const { data, refresh } = usePoll<PowerStatus>('/api/power/status', STATUS_POLL_MS);
  const command = useDeviceCommand<PowerConfigRequest>('/api/power/config', { onSuccess });

  const send = async (action: PowerAction) => {
    if (await command.send(REQUEST[action](serial))) refresh();
  };

  return (
    <Modal open onClose={onClose} title={t('liveModal.powerTitle')}>
      {command.answer && <ApiResponseAlert response={command.answer} onDismiss={command.dismiss} />}
      <CommandStatusBadge status={data?.[serial]?.power_set_status} />
      <div className="d-flex flex-wrap gap-2">
        {BUTTONS.map(([action, variant]) => (
          <button
            key={action}
            type="button"
            className={`btn btn-${variant}`}
            disabled={command.sending}
            onClick={() => send(action)}
          >
            {t(`liveModal.${LABEL[action]}`)}
          </button>
        ))}
      </div>
    </Modal>
  );
}
