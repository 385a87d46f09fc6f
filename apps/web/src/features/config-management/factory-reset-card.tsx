import type { ApiResponse } from '@dtu/contract';
import { useEffect, useRef, useState } from 'react';
import { apiPost } from '../../api/client.ts';
import { waitForRestart } from '../../api/wait-for-restart.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Card } from '../../ui/card.tsx';
import { Modal } from '../../ui/modal.tsx';

/** Factory reset behind a confirmation; afterwards the restart is followed like after an upload. */
export function FactoryResetCard({ onRestarted }: { onRestarted: () => void }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [response, setResponse] = useState<ApiResponse>();
  const [restart, setRestart] = useState<'waiting' | 'done'>();
  const lifetime = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const reset = async () => {
    setConfirming(false);
    const signal = lifetime.current.signal;
    try {
      const answer = await apiPost<ApiResponse>('/api/config/delete', { delete: true });
      setResponse(answer);
      if (answer.type !== 'success') return;
      setRestart('waiting');
      await waitForRestart({ signal });
      setRestart('done');
      onRestarted();
    } catch {
      // Left the page, or the client already showed the login/error page.
    }
  };

  return (
    <Card title={t('configManagement.resetCard')}>
      {response && <ApiResponseAlert response={response} onDismiss={() => setResponse(undefined)} />}
      {restart && (
        <Alert variant="info">
          {t(restart === 'waiting' ? 'configManagement.restarting' : 'configManagement.restarted')}
        </Alert>
      )}
      <Alert variant="danger">{t('configManagement.resetHint')}</Alert>
      <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
        {t('configManagement.reset')}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('configManagement.resetConfirmTitle')}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn-danger" onClick={reset}>
              {t('configManagement.resetConfirm')}
            </button>
          </>
        }
      >
        {t('configManagement.resetConfirmText')}
      </Modal>
    </Card>
  );
}
