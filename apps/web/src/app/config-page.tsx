import { FILE_API_GENERATIONS } from '@dtu/contract';
import { ConfigManagementPage } from '../features/config-management/config-management-page.tsx';
import { FileManagerPage } from '../features/file-manager/file-manager-page.tsx';
import { BUILT_2026, BUILT_ONBATTERY_2024 } from '../net/flash-firmware.ts';
import { useGeneration } from '../net/generation.ts';
import { GenerationGate } from '../ui/generation-gate.tsx';

/**
 * `/settings/config`: the config management of `/api/config/*` on 2024.05.03, the file manager
 * of `/api/file/*` on the 2026 generations (read-only notice elsewhere). A flash build leaves out
 * the one its generation does not have.
 */
export function ConfigPage() {
  const generation = useGeneration();
  if (BUILT_ONBATTERY_2024 && generation === 'onbattery-2024.05.03') {
    return <ConfigManagementPage />;
  }
  return (
    <GenerationGate
      generations={FILE_API_GENERATIONS}
      title={BUILT_2026 ? 'fileManager.title' : 'nav.configManagement'}
    >
      {BUILT_2026 && <FileManagerPage />}
    </GenerationGate>
  );
}
