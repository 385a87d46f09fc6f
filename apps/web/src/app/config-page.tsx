import { ConfigManagementPage } from '../features/config-management/config-management-page.tsx';
import { FileManagerPage } from '../features/file-manager/file-manager-page.tsx';
import { BUILT } from '../net/flash-firmware.ts';
import { FormByGeneration } from '../ui/form-by-generation.tsx';

/**
 * `/settings/config` (its gate is the `files` area): the config management of `/api/config/*`
 * where the generation's row has the 2024 form, the file manager of `/api/file/*` where it has
 * the 2026 one. A flash build leaves out the one its generation does not have.
 */
export function ConfigPage() {
  return (
    <FormByGeneration
      area="files"
      forms={{
        '2024': BUILT['files:2024'] && ConfigManagementPage,
        '2026': BUILT['files:2026'] && FileManagerPage,
      }}
    />
  );
}
