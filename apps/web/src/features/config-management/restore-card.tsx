import { useState } from 'react';
import { useFileUpload } from '../../api/use-file-upload.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { FileField } from '../../ui/fields/file-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { UploadStatus } from '../../ui/upload-status.tsx';

/** The only files the restore offers to replace. */
const TARGETS = ['config.json', 'pin_mapping.json'] as const;

/** Restore: replace a device file with a local .json, then follow the restart. */
export function RestoreCard({ onBack }: { onBack: () => void }) {
  const { t } = useI18n();
  const [target, setTarget] = useState<string>(TARGETS[0]);
  const [file, setFile] = useState<File>();
  const { state, upload, reset } = useFileUpload({
    noFile: t('configManagement.noFile'),
    httpError: (status) => t('configManagement.httpError', { status }),
    sendFailed: t('configManagement.sendFailed'),
  });
  const restore = () => upload(`/api/config/upload?file=${encodeURIComponent(target)}`, 'config', file);
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
          <FileField label={t('configManagement.restoreFile')} accept=".json" onChange={setFile} />
          <button type="button" className="btn btn-danger" onClick={restore}>
            {t('configManagement.restore')}
          </button>
        </>
      )}
      {state.phase !== 'idle' && (
        <UploadStatus
          state={state}
          progressLabel={t('configManagement.progress')}
          successText={t('configManagement.restoreSuccess')}
          onBack={back}
        />
      )}
    </Card>
  );
}
