import { useState } from 'react';
import { followRestart } from '../../api/restart-store.ts';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';

/** `delete_all` (the factory reset of the 2026 generations) behind a confirmation, then the restart. */
export function DeleteAllCard({ onRestarted }: { onRestarted: () => void }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const command = useDeviceCommand('/api/file/delete_all', {
    onSuccess: async () => {
      await followRestart('Reset');
      onRestarted();
    },
  });

  return (
    <Card title={t('fileManager.deleteAllCard')}>
      {command.answer && <ApiResponseAlert response={command.answer} onDismiss={command.dismiss} />}
      <Alert variant="danger">{t('fileManager.deleteAllHint')}</Alert>
      <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
        {t('fileManager.deleteAll')}
      </button>
      <ConfirmModal
        open={asking}
        title={t('fileManager.deleteAllTitle')}
        confirmLabel={t('fileManager.deleteAllConfirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          command.send({ delete: true });
        }}
      >
        {t('fileManager.deleteAllText')}
      </ConfirmModal>
    </Card>
  );
}
