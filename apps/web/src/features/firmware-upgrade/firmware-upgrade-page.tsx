import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useFirmwareUpload } from './use-firmware-upload.ts';
import { useOtaSupported } from './use-ota-supported.ts';

/** `/firmware/upgrade` (login required by the route): pick an image, upload it, wait for the restart. */
export function FirmwareUpgradePage() {
  const { t } = useI18n();
  const fileId = useId();
  const { state, upload, retry, back } = useFirmwareUpload();
  const ota = useOtaSupported();

  return (
    <PageFrame title={t('firmwareUpgrade.title')}>
      {/* The firmware refuses every upload then ("OTA updates not supported"): say so before. */}
      {ota === false && <Alert variant="info">{t('firmwareUpgrade.noOta')}</Alert>}
      {state.phase === 'idle' && ota !== false && (
        <Card title={t('firmwareUpgrade.selectCard')}>
          <label htmlFor={fileId} className="form-label">
            {t('firmwareUpgrade.file')}
          </label>
          <input
            id={fileId}
            className="form-control"
            type="file"
            accept=".bin,.bin.gz"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload(file);
            }}
          />
          <div id={`${fileId}-hint`} className="form-text">
            {t('firmwareUpgrade.hint')}
          </div>
        </Card>
      )}
      {state.phase === 'uploading' && (
        <Card title={t('firmwareUpgrade.uploading')}>
          <ProgressBar
            label={t('firmwareUpgrade.progress')}
            percent={state.percent}
            style={{ height: '1.5rem' }}
          >
            {state.percent} %
          </ProgressBar>
        </Card>
      )}
      {state.phase === 'success' && (
        <Card title={t('firmwareUpgrade.successCard')} headerClass="text-bg-success">
          <p className="d-flex align-items-center gap-2 mb-0">
            <Spinner small /> {t('firmwareUpgrade.successText')}
          </p>
        </Card>
      )}
      {state.phase === 'error' && (
        <Card title={t('firmwareUpgrade.errorCard')} headerClass="text-bg-danger">
          <p role="alert">{state.message}</p>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-secondary" onClick={back}>
              {t('firmwareUpgrade.back')}
            </button>
            <button type="button" className="btn btn-primary" onClick={retry}>
              {t('firmwareUpgrade.retry')}
            </button>
          </div>
        </Card>
      )}
    </PageFrame>
  );
}
