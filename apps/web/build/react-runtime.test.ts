import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_VERSION, reactRuntime } from './react-runtime.ts';

/** react-dom's client build of that mode, as its package ships it. */
function reactDomClient(mode: 'production' | 'development'): string {
  const root = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
  return readFileSync(join(root, `cjs/react-dom-client.${mode}.js`), 'utf8');
}

describe('reactRuntime', () => {
  it("names React's production runtime in react-dom's production build", () => {
    expect(REACT_DOM_VERSION).toMatch(/^19\./);
    expect(reactRuntime(reactDomClient('production'))).toBe(`React ${REACT_DOM_VERSION} production runtime`);
    // As the build for every generation's minifier writes it.
    const backticks = 'return`Minified React error #`+e;var vp=r.version;if(vp!==`19.1.10`)throw Er';
    expect(reactRuntime(backticks, '19.1.10')).toBe('React 19.1.10 production runtime');
  });

  it("fails on React's development build, another React version and a bundle without React", () => {
    expect(() => reactRuntime(reactDomClient('development'))).toThrow(/lacks React .* production runtime/);
    expect(() => reactRuntime(reactDomClient('production'), '18.3.1')).toThrow(/lacks React 18\.3\.1/);
    expect(() => reactRuntime('const h=(t,p)=>({type:t,props:p});')).toThrow(/production runtime/);
  });
});
