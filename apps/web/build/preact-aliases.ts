// The app is written against React's API and types and ships on preact/compat: in the 2024.05.03
// flash build about 47 kB less gzip than React 19 (bench/README.md, "Preact"). Everything that
// builds the app or tests it as shipped (vite.config.ts, the dev server, Vitest's `web` project)
// resolves React's entry points through this one list; the type check keeps @types/react.
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // Testing Library's `act` where React has none of its own.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
