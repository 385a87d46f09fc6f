import { FILE_API_GENERATIONS } from '@dtu/contract';
import { ConfigManagementPage } from '../features/config-management/config-management-page.tsx';
import { FileManagerPage } from '../features/file-manager/file-manager-page.tsx';
import { useGeneration } from '../net/generation.ts';
import { GenerationGate } from '../ui/generation-gate.tsx';
import { buildServes } from './flash-firmware.ts';

/**
 * `/settings/config`: the config management of `/api/config/*` on 2024.05.03, the file manager
 * of `/api/file/*` on the 2026 generations (read-only notice elsewhere). A build narrowed to a
 * 2026 generation leaves the 2024 page out.
 */
export function ConfigPage() {
  const generation = useGeneration();
  if (buildServes('onbattery-2024.05.03') && generation === 'onbattery-2024.05.03') {
    return <ConfigManagementPage />;
  }
  return (
    <GenerationGate generations={FILE_API_GENERATIONS} title="fileManager.title">
      <FileManagerPage />
    </GenerationGate>
  );
}
