import type { DeviceFile } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { FactoryResetCard } from '../../ui/factory-reset-card.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
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
      <FactoryResetCard path="/api/file/delete_all" messages="fileManager" onRestarted={reload} />
    </PageFrame>
  );
}
