import { STATIC_FILES, type StaticFile } from '../../http/static-files.ts';

/** Both 2026 images embed no `zones.json.gz` (`platformio.ini` `board_build.embed_files`). */
export const STATIC_FILES_2026: Readonly<Record<string, StaticFile>> = Object.fromEntries(
  Object.entries(STATIC_FILES).filter(([url]) => url !== '/zones.json'),
);
