import { useState } from 'react';
import { followRestart } from '../api/restart-store.ts';
import { useDeviceCommand } from '../api/use-device-command.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { Alert } from './alert.tsx';
import { ApiResponseAlert } from './api-response-alert.tsx';
import { Card } from './card.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

export interface FactoryResetCardProps {
  /** The reset endpoint (`/api/config/delete` on 2024.05.03, `/api/file/delete_all` on 2026). */
  path: string;
  /**
   * The message namespace of the page, whose `resetCard`, `resetHint`, `reset`,
   * `resetConfirmTitle`, `resetConfirmText` and `resetConfirm` say what this reset deletes.
   */
  messages: 'configManagement' | 'fileManager';
  onRestarted: () => void;
}

/** Factory reset behind a confirmation (`{delete: true}`), then the shared restart flow. */
export function FactoryResetCard({ path, messages, onRestarted }: FactoryResetCardProps) {
  const { t } = useI18n();
  const text = (key: string) => t(`${messages}.${key}` as MessageKey);
  const [confirming, setConfirming] = useState(false);
  const command = useDeviceCommand(path, {
    onSuccess: async () => {
      await followRestart('Reset');
      onRestarted();
    },
  });

  const reset = () => {
    setConfirming(false);
    command.send({ delete: true });
  };

  return (
    <Card title={text('resetCard')}>
      {command.answer && <ApiResponseAlert response={command.answer} onDismiss={command.dismiss} />}
      <Alert variant="danger">{text('resetHint')}</Alert>
      <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
        {text('reset')}
      </button>
      <ConfirmModal
        open={confirming}
        title={text('resetConfirmTitle')}
        confirmLabel={text('resetConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={reset}
      >
        {text('resetConfirmText')}
      </ConfirmModal>
    </Card>
  );
}
