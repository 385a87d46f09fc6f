import { useId, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRestore } from './use-restore.ts';

/** The only files the restore offers to replace. */
const TARGETS = ['config.json', 'pin_mapping.json'] as const;

/** Restore: replace a device file with a local .json, then follow the restart. */
export function RestoreCard({ onBack }: { onBack: () => void }) {
  const { t } = useI18n();
  const fileId = useId();
  const [target, setTarget] = useState<string>(TARGETS[0]);
  const [file, setFile] = useState<File>();
  const { state, restore, reset } = useRestore();
  const back = () => {
    reset();
    setFile(undefined);
    onBack();
  };

  return (
    <Card title={t('configManagement.restoreCard')}>
      {state.phase === 'idle' && (
        <>
          <Alert variant="danger">{t('configManagement.restoreHint')}</Alert>
          <SelectField
            label={t('configManagement.restoreTarget')}
            value={target}
            options={TARGETS.map((name) => ({ value: name, label: name }))}
            onChange={setTarget}
          />
          <div className="row mb-3">
            <label htmlFor={fileId} className="col-sm-4 col-lg-3 col-form-label">
              {t('configManagement.restoreFile')}
            </label>
            <div className="col-sm-8 col-lg-9">
              <input
                id={fileId}
                className="form-control"
                type="file"
                accept=".json"
                onChange={(event) => setFile(event.target.files?.[0])}
              />
            </div>
          </div>
          <button type="button" className="btn btn-danger" onClick={() => restore(target, file)}>
            {t('configManagement.restore')}
          </button>
        </>
      )}
      {state.phase === 'uploading' && (
        <ProgressBar label={t('configManagement.progress')} percent={state.percent}>
          {state.percent} %
        </ProgressBar>
      )}
      {state.phase === 'success' && (
        <>
          <Alert variant="success">
            {t('configManagement.restoreSuccess')}{' '}
            {state.restarted ? t('common.restartDone') : t('common.restartTitle')}
          </Alert>
          {!state.restarted && <Spinner small label={t('common.restartTitle')} />}
        </>
      )}
      {state.phase === 'error' && <Alert variant="danger">{state.message}</Alert>}
      {(state.phase === 'error' || (state.phase === 'success' && state.restarted)) && (
        <button type="button" className="btn btn-secondary" onClick={back}>
          {t('common.back')}
        </button>
      )}
    </Card>
  );
}
