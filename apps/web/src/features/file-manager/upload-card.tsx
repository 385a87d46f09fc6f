import type { DeviceFile } from '@dtu/contract';
import { useId, useState } from 'react';
import { useFileUpload } from '../../api/use-file-upload.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { FileField } from '../../ui/fields/file-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { UploadStatus } from '../../ui/upload-status.tsx';
import { isBareFileName } from './file-name.ts';

/** Upload: any local file under a name of the owner's choice (a backup goes back as config.json). */
export function UploadCard({ files, onBack }: { files: DeviceFile[]; onBack: () => void }) {
  const { t } = useI18n();
  const namesId = useId();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [badName, setBadName] = useState(false);
  const { state, upload, reset } = useFileUpload({
    noFile: t('fileManager.noFile'),
    httpError: (status) => t('fileManager.httpError', { status }),
    sendFailed: t('fileManager.sendFailed'),
  });
  const send = () => {
    const bad = file !== undefined && !isBareFileName(name);
    setBadName(bad);
    if (!bad) upload(`/api/file/upload?file=${encodeURIComponent(name)}`, 'file', file);
  };
  const back = () => {
    reset();
    setFile(undefined);
    setName('');
    onBack();
  };

  return (
    <Card title={t('fileManager.uploadCard')}>
      {state.phase === 'idle' && (
        <>
          <Alert variant="danger">{t('fileManager.uploadHint')}</Alert>
          <FileField
            label={t('fileManager.uploadFile')}
            onChange={(chosen) => {
              setFile(chosen);
              if (chosen) setName(chosen.name);
            }}
          />
          <TextField
            label={t('fileManager.uploadName')}
            value={name}
            onChange={setName}
            hint={t('fileManager.uploadNameHint')}
            aria-invalid={badName}
            list={namesId}
          />
          <datalist id={namesId}>
            {[...new Set(['config.json', ...files.map((entry) => entry.name)])].map((entry) => (
              <option key={entry} value={entry} />
            ))}
          </datalist>
          {badName && <Alert variant="danger">{t('fileManager.badName')}</Alert>}
          <button type="button" className="btn btn-danger" onClick={send}>
            {t('fileManager.upload')}
          </button>
        </>
      )}
      {state.phase !== 'idle' && (
        <UploadStatus
          state={state}
          progressLabel={t('fileManager.progress')}
          successText={t('fileManager.uploadSuccess')}
          onBack={back}
        />
      )}
    </Card>
  );
}
