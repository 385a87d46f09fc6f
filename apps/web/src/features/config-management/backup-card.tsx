import type { ConfigFileList } from '@dtu/contract';
import { useState } from 'react';
import { downloadFile } from '../../api/download-file.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';

/** Backup: choose one of the device's files and save it locally. */
export function BackupCard({ files }: { files: ConfigFileList['configs'] }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState<string>();
  // The first file (normally config.json) is preselected.
  const name = chosen ?? files[0]?.name ?? '';

  const backup = async () => {
    setError(undefined);
    try {
      await downloadFile(`/api/config/get?file=${encodeURIComponent(name)}`, name);
    } catch (cause) {
      setError(t('configManagement.downloadFailed', { message: (cause as Error).message }));
    }
  };

  return (
    <Card title={t('configManagement.backupCard')}>
      <p>{t('configManagement.backupHint')}</p>
      {error && (
        <Alert variant="danger" onDismiss={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      <SelectField
        label={t('configManagement.backupFile')}
        value={name}
        options={files.map((file) => ({ value: file.name, label: file.name }))}
        onChange={setChosen}
      />
      <button type="button" className="btn btn-primary" onClick={backup} disabled={!name}>
        {t('configManagement.backup')}
      </button>
    </Card>
  );
}
