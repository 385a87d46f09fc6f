import type { FileUploadState } from '../api/use-file-upload.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { Alert } from './alert.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { Spinner } from './spinner.tsx';

export interface UploadStatusProps {
  state: Exclude<FileUploadState, { phase: 'idle' }>;
  progressLabel: string;
  /** What the success alert says before the restart's state. */
  successText: string;
  /** Back to the form, offered after an error and once the device is back. */
  onBack: () => void;
}

/** A file upload after Send: its progress, then the answer and the restart that follows. */
export function UploadStatus({ state, progressLabel, successText, onBack }: UploadStatusProps) {
  const { t } = useI18n();
  return (
    <>
      {state.phase === 'uploading' && (
        <ProgressBar label={progressLabel} percent={state.percent}>
          {state.percent} %
        </ProgressBar>
      )}
      {state.phase === 'success' && (
        <>
          <Alert variant="success">
            {successText} {state.restarted ? t('common.restartDone') : t('common.restartTitle')}
          </Alert>
          {!state.restarted && <Spinner small label={t('common.restartTitle')} />}
        </>
      )}
      {state.phase === 'error' && <Alert variant="danger">{state.message}</Alert>}
      {(state.phase === 'error' || (state.phase === 'success' && state.restarted)) && (
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          {t('common.back')}
        </button>
      )}
    </>
  );
}
