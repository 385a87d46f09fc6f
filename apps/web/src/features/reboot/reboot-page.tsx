import { useState } from 'react';
import { followRestart } from '../../api/restart-store.ts';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Card } from '../../ui/card.tsx';
import { Modal } from '../../ui/modal.tsx';
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
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('reboot.confirmTitle')}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn-danger" onClick={reboot}>
              {t('reboot.confirm')}
            </button>
          </>
        }
      >
        {t('reboot.confirmText')}
      </Modal>
    </PageFrame>
  );
}
