import { useEffect, useRef } from 'react';
import { useRestart } from '../api/restart-store.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { Modal } from './modal.tsx';
import { Spinner } from './spinner.tsx';
import { showToast } from './toast-store.ts';

/**
 * The shared "device is restarting" dialog, shown by the app whenever `followRestart` runs. It
 * cannot be closed: the page behind would only meet a device that does not answer. When the
 * device is back it closes with a notice, or offers the reload (under a title saying why) when the
 * device serves a new app.
 */
export function RestartOverlay() {
  const { t } = useI18n();
  const restart = useRestart();
  const wasRestarting = useRef(false);

  useEffect(() => {
    if (!restart && wasRestarting.current) showToast(t('common.restartDone'));
    wasRestarting.current = !!restart;
  }, [restart, t]);

  if (!restart) return null;
  const changed = restart.appChanged;
  return (
    <Modal
      open
      title={t(changed ? 'common.appChangedTitle' : 'common.restartTitle')}
      action={
        changed && (
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </button>
        )
      }
    >
      <p>{t(`common.restart${restart.reason}`)}</p>
      {!changed && (
        <div className="d-flex align-items-center gap-2">
          <Spinner small /> {t('common.restartWait')}
        </div>
      )}
    </Modal>
  );
}
