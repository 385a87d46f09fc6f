import type { ApiResponse, PowerConfigRequest, PowerStatus } from '@dtu/contract';
import { useState } from 'react';
import { apiPost } from '../../api/client.ts';
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

/** Turns an inverter on or off or restarts it, and shows the command status. */
export function PowerModal({ serial, onClose, onSuccess }: CommandModalProps) {
  const { t } = useI18n();
  const { data, refresh } = usePoll<PowerStatus>('/api/power/status', STATUS_POLL_MS);
  const [answer, setAnswer] = useState<ApiResponse>();
  const [sending, setSending] = useState(false);

  async function send(action: PowerAction) {
    setSending(true);
    try {
      const response = await apiPost('/api/power/config', REQUEST[action](serial));
      refresh();
      if (response.type === 'success') onSuccess(response);
      else setAnswer(response);
    } catch {
      // The client has already shown the login or error page.
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('liveModal.powerTitle')}>
      {answer && <ApiResponseAlert response={answer} onDismiss={() => setAnswer(undefined)} />}
      <CommandStatusBadge status={data?.[serial]?.power_set_status} />
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-success" disabled={sending} onClick={() => send('on')}>
          {t('liveModal.turnOn')}
        </button>
        <button type="button" className="btn btn-danger" disabled={sending} onClick={() => send('off')}>
          {t('liveModal.turnOff')}
        </button>
        <button type="button" className="btn btn-warning" disabled={sending} onClick={() => send('restart')}>
          {t('liveModal.restart')}
        </button>
      </div>
    </Modal>
  );
}
