import { type ApiResponse, CODE_2026, type DeviceFile } from '@dtu/contract';
import { useState } from 'react';
import { downloadFile } from '../../api/download-file.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { apiPost, isApiError } from '../../net/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import type { Variant } from '../../ui/variant.ts';

type Notice = { variant: Variant; text: string } | { answer: ApiResponse };

/** The device's files with their sizes; each can be downloaded or, after a confirmation, deleted. */
export function FilesCard({ files, onChanged }: { files: DeviceFile[]; onChanged: () => void }) {
  const { t, format } = useI18n();
  const [asked, setAsked] = useState<string>();
  const [notice, setNotice] = useState<Notice>();

  const download = async (name: string) => {
    setNotice(undefined);
    try {
      await downloadFile(`/api/file/get?file=${encodeURIComponent(name)}`, name);
    } catch (cause) {
      setNotice({
        variant: 'danger',
        text: t('fileManager.downloadFailed', { name, message: (cause as Error).message }),
      });
    }
  };

  const remove = async (name: string) => {
    setAsked(undefined);
    setNotice(undefined);
    try {
      const answer = await apiPost('/api/file/delete', { file: name }, { suppressErrorPage: true });
      setNotice(
        answer.code === CODE_2026.FileDeleteSuccess
          ? { variant: 'success', text: t('fileManager.deleted', { name }) }
          : { answer },
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
      // After a 401 the client has already sent the owner to the login.
      if (error.status === 401) return;
      // The firmware answers 404 without a body for a file that is gone.
      const text = error.status === 404 ? t('fileManager.deleteGone', { name }) : error.message;
      setNotice({ variant: 'danger', text });
    }
    onChanged();
  };

  const dismiss = () => setNotice(undefined);
  return (
    <Card title={t('fileManager.filesCard')}>
      {notice &&
        ('answer' in notice ? (
          <ApiResponseAlert response={notice.answer} onDismiss={dismiss} />
        ) : (
          <Alert variant={notice.variant} onDismiss={dismiss}>
            {notice.text}
          </Alert>
        ))}
      {files.length === 0 ? (
        <p className="mb-0">{t('fileManager.noFiles')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-striped align-middle mb-0">
            <caption className="visually-hidden">{t('fileManager.filesTable')}</caption>
            <TableHead
              columns={[t('fileManager.name')]}
              end={[t('fileManager.size'), t('fileManager.actions')]}
            />
            <tbody>
              {files.map((file) => (
                <tr key={file.name}>
                  <td className="text-break">{file.name}</td>
                  <td className="text-end text-nowrap">{format.decimalNoDigits(file.size)} B</td>
                  <td className="text-end text-nowrap">
                    <button
                      type="button"
                      className="btn btn-sm btn-primary me-2"
                      aria-label={t('fileManager.download', { name: file.name })}
                      onClick={() => download(file.name)}
                    >
                      {t('fileManager.downloadButton')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-danger"
                      aria-label={t('fileManager.delete', { name: file.name })}
                      onClick={() => setAsked(file.name)}
                    >
                      {t('fileManager.deleteConfirm')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmModal
        open={asked !== undefined}
        title={t('fileManager.deleteTitle')}
        confirmLabel={t('fileManager.deleteConfirm')}
        onCancel={() => setAsked(undefined)}
        onConfirm={() => asked !== undefined && remove(asked)}
      >
        {t('fileManager.deleteText', { name: asked ?? '' })}
      </ConfirmModal>
    </Card>
  );
}
