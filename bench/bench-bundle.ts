import { statSync } from 'node:fs';
import { join } from 'node:path';
import { printTable, WEBAPPS } from './webapps.ts';

/** Size of the gzipped app as it goes into the firmware image, ours beside upstream's. */
export function benchBundle(): void {
  const size = (dir: string) => statSync(join(dir, 'js/app.js.gz')).size;
  printTable([
    { figure: 'js/app.js.gz', unit: 'bytes', ours: size(WEBAPPS.ours), upstream: size(WEBAPPS.upstream) },
  ]);
}
