import type { ConfigFileList } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { FactoryResetCard } from '../../ui/factory-reset-card.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { BackupCard } from './backup-card.tsx';
import { RestoreCard } from './restore-card.tsx';

/** `/settings/config`: backup, restore and factory reset of the device's files. */
export function ConfigManagementPage() {
  const { t } = useI18n();
  const list = useResource<ConfigFileList>('/api/config/list');

  return (
    <PageFrame
      title={t('configManagement.title')}
      loading={list.loading && !list.data}
      onReload={list.reload}
    >
      <BackupCard files={list.data?.configs ?? []} />
      <RestoreCard onBack={() => list.reload()} />
      <FactoryResetCard
        path="/api/config/delete"
        messages="configManagement"
        onRestarted={() => list.reload()}
      />
    </PageFrame>
  );
}
