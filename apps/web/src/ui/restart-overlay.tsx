import { useEffect, useRef } from 'react';
import { useRestart } from '../api/restart-store.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { Modal } from './modal.tsx';
import { Spinner } from './spinner.tsx';
import { showToast } from './toast-store.ts';

const REASON_KEY = {
  reboot: 'common.restartReboot',
  reset: 'common.restartReset',
  restore: 'common.restartRestore',
  firmware: 'common.restartFirmware',
  saved: 'common.restartSaved',
} as const;

/**
 * The shared "device is restarting" dialog, shown by the app whenever `followRestart` runs. It
 * cannot be closed: the page behind would only meet a device that does not answer. When the
 * device is back it closes with a notice, or offers the reload when the device serves a new app.
 */
export function RestartOverlay() {
  const { t } = useI18n();
  const restart = useRestart();
  const wasRestarting = useRef(false);

  useEffect(() => {
    if (!restart && wasRestarting.current) showToast(t('common.restartDone'));
    wasRestarting.current = restart !== undefined;
  }, [restart, t]);

  if (!restart) return null;
  if (restart.appChanged) {
    return (
      <Modal
        open
        title={t('common.appChangedTitle')}
        footer={
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </button>
        }
      >
        {t('common.appChangedText')}
      </Modal>
    );
  }
  return (
    <Modal open title={t('common.restartTitle')}>
      <p>{t(REASON_KEY[restart.reason])}</p>
      <p className="d-flex align-items-center gap-2 mb-0">
        <Spinner small label={t('common.restartTitle')} /> {t('common.restartWait')}
      </p>
    </Modal>
  );
}
