import { useState } from 'react';
import { followRestart } from '../../api/restart-store.ts';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/** `/maintenance/reboot`: a confirmed restart of the device (the route requires a login). */
export function RebootPage() {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const command = useDeviceCommand('/api/maintenance/reboot', { onSuccess: () => followRestart('Reboot') });

  const reboot = () => {
    setConfirming(false);
    command.send({ reboot: true });
  };

  return (
    <PageFrame title={t('reboot.title')}>
      {command.answer && <ApiResponseAlert response={command.answer} onDismiss={command.dismiss} />}
      <Card title={t('reboot.card')}>
        <p>{t('reboot.hint')}</p>
        <button
          type="button"
          className="btn btn-danger"
          disabled={command.sending}
          onClick={() => setConfirming(true)}
        >
          {t('reboot.reboot')}
        </button>
      </Card>
      <ConfirmModal
        open={confirming}
        title={t('reboot.confirmTitle')}
        confirmLabel={t('reboot.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={reboot}
      >
        {t('reboot.confirmText')}
      </ConfirmModal>
    </PageFrame>
  );
}
