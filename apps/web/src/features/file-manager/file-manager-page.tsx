import type { DeviceFile } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { PageFrame } from '../../ui/page-frame.tsx';
import { DeleteAllCard } from './delete-all-card.tsx';
import { FilesCard } from './files-card.tsx';
import { UploadCard } from './upload-card.tsx';

/** `/settings/config` on the 2026 generations: the device's files through `/api/file/*`. */
export function FileManagerPage() {
  const { t } = useI18n();
  const list = useResource<DeviceFile[]>('/api/file/list');
  const reload = () => void list.reload();
  return (
    <PageFrame title={t('fileManager.title')} loading={list.loading && !list.data} onReload={list.reload}>
      <FilesCard files={list.data ?? []} onChanged={reload} />
      <UploadCard files={list.data ?? []} onBack={reload} />
      <DeleteAllCard onRestarted={reload} />
    </PageFrame>
  );
}
