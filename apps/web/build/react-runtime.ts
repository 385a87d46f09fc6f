import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The react-dom the build bundles: its version is written into its code (the version check). */
export const REACT_DOM_VERSION: string = require('react-dom/package.json').version;

/**
 * React's production runtime as it shows in a bundle: react-dom's production build formats its
 * errors as "Minified React error #…" (the development build spells them out), and carries its
 * version for the check that react and react-dom match.
 */
const PRODUCTION_MARKER = 'Minified React error #';

/**
 * The runtime a built `js/app.js` carries, as the build prints it; throws when it lacks React's
 * production runtime (another runtime, React's development build, or React left out).
 */
export function reactRuntime(code: string, version = REACT_DOM_VERSION): string {
  // The minifier chooses the quotes: Terser's double quotes, Oxc's backticks.
  const quoted = ['"', "'", '`'].some((quote) => code.includes(`${quote}${version}${quote}`));
  if (!code.includes(PRODUCTION_MARKER) || !quoted) {
    throw new Error(
      `js/app.js lacks React ${version}'s production runtime ("${PRODUCTION_MARKER}", "${version}")`,
    );
  }
  return `React ${version} production runtime`;
}
