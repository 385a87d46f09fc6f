/** One file of the firmware's embedded web app. */
export interface StaticFile {
  /** Name inside the web build folder. */
  file: string;
  type: string;
  gzip: boolean;
}

/**
 * The URLs the firmware serves from flash, all public with ETag caching (`Cache-Control: public,
 * must-revalidate`); the gzipped ones always with `Content-Encoding: gzip`.
 */
export const STATIC_FILES: Record<string, StaticFile> = {
  '/': { file: 'index.html.gz', type: 'text/html', gzip: true },
  '/index.html': { file: 'index.html.gz', type: 'text/html', gzip: true },
  '/js/app.js': { file: 'js/app.js.gz', type: 'text/javascript', gzip: true },
  '/zones.json': { file: 'zones.json.gz', type: 'application/json', gzip: true },
  '/favicon.ico': { file: 'favicon.ico', type: 'image/x-icon', gzip: false },
  '/favicon.png': { file: 'favicon.png', type: 'image/png', gzip: false },
  '/site.webmanifest': { file: 'site.webmanifest', type: 'application/manifest+json', gzip: false },
};
