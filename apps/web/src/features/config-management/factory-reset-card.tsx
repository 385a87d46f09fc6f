import { useState } from 'react';
import { followRestart } from '../../api/restart-store.ts';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';

/** Factory reset behind a confirmation, then the shared restart flow. */
export function FactoryResetCard({ onRestarted }: { onRestarted: () => void }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const command = useDeviceCommand('/api/config/delete', {
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
    <Card title={t('configManagement.resetCard')}>
      {command.answer && <ApiResponseAlert response={command.answer} onDismiss={command.dismiss} />}
      <Alert variant="danger">{t('configManagement.resetHint')}</Alert>
      <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
        {t('configManagement.reset')}
      </button>
      <ConfirmModal
        open={confirming}
        title={t('configManagement.resetConfirmTitle')}
        confirmLabel={t('configManagement.resetConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={reset}
      >
        {t('configManagement.resetConfirmText')}
      </ConfirmModal>
    </Card>
  );
}
