import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARED_CSS_ENV, sharedStylesheet } from './shared-stylesheet.ts';

type ResolveId = (source: string, importer: string | undefined) => string | undefined;

/** The plugin's resolveId after Vite resolved a config rooted at `/repo/apps/web`. */
function resolver(): ResolveId {
  const plugin = sharedStylesheet();
  (plugin.configResolved as (config: { root: string }) => void)({ root: '/repo/apps/web' });
  return plugin.resolveId as ResolveId;
}

describe('the stylesheet compiled once for the builds of npm run build', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("gives the stylesheet's import the shared CSS, and no other import", () => {
    vi.stubEnv(SHARED_CSS_ENV, '/tmp/dtu-web-css-x/app.css');
    const resolveId = resolver();
    expect(resolveId('./styles/app.scss', '/repo/apps/web/src/main.tsx')).toBe('/tmp/dtu-web-css-x/app.css');
    expect(resolveId('../styles/app.scss', '/repo/apps/web/src/app/x.tsx')).toBe(
      '/tmp/dtu-web-css-x/app.css',
    );
    expect(resolveId('./styles/other.scss', '/repo/apps/web/src/main.tsx')).toBeUndefined();
    expect(resolveId('./styles/app.scss', '/repo/apps/web/src/app/x.tsx')).toBeUndefined();
    expect(resolveId('/repo/apps/web/src/main.tsx', undefined)).toBeUndefined();
  });

  it('leaves the Sass source alone in a build of its own', () => {
    vi.stubEnv(SHARED_CSS_ENV, '');
    expect(resolver()('./styles/app.scss', '/repo/apps/web/src/main.tsx')).toBeUndefined();
  });
});
