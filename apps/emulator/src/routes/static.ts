import type { FastifyInstance } from 'fastify';
import { routePlugin } from '../http/route-plugin.ts';
import { STATIC_FILES, type StaticFile, type StaticServer } from '../http/static-files.ts';

/**
 * The firmware's embedded files (public) and its catch-all: any unknown path or method gets
 * `index.html` with 200, never a 404 (docs/firmware/onbattery-2024.05.03/settings.md §1.3).
 */
export function registerStaticRoutes(
  app: FastifyInstance,
  files: StaticServer,
  entries: Readonly<Record<string, StaticFile>> = STATIC_FILES,
): void {
  for (const [url, entry] of Object.entries(entries)) {
    app.get(url, async (request, reply) => files.send(entry, request, reply));
  }
  app.setNotFoundHandler(async (request, reply) => files.sendIndex(request, reply));
}

/** The embedded files and the catch-all; registered last. */
export const staticRoutes = routePlugin(
  'static',
  (app, { files, entries }: { files: StaticServer; entries?: Readonly<Record<string, StaticFile>> }) =>
    registerStaticRoutes(app, files, entries),
);
