// The JSX runtime as plain bindings. React's runtime is CommonJS: called through its module
// object, every element costs `(0,x.jsx)(` in the bundle; through these constants a short name.
import * as runtime from 'react/jsx-runtime';

export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
