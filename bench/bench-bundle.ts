import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, report } from './emulator-process.ts';

/** Size of the gzipped app as it goes into the firmware image (build first: `npm run build`). */
export function benchBundle(): void {
  const file = join(ROOT, 'apps/web/dist/js/app.js.gz');
  report('bundle js/app.js.gz', statSync(file).size, 'bytes');
}
