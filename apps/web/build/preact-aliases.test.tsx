import { render, screen } from '@testing-library/react';
import { Component, options } from 'preact';
import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import * as React from 'react';
import * as ReactDomClient from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

// The component tests are worth only as much as they run on what ships: React's entry points
// must be preact/compat here too, Testing Library's included.
describe('the web tests run on preact/compat', () => {
  const vnodeHook = options.vnode;
  afterEach(() => {
    options.vnode = vnodeHook;
  });

  it('resolves react and react-dom/client to preact/compat', () => {
    expect(React.Component).toBe(Component);
    expect(React.useSyncExternalStore).toBe(compat.useSyncExternalStore);
    expect(ReactDomClient.createRoot).toBe(compatClient.createRoot);
  });

  it('renders JSX through Testing Library with Preact', () => {
    const types: unknown[] = [];
    options.vnode = (vnode) => {
      types.push(vnode.type);
      vnodeHook?.(vnode);
    };
    render(<output>rendered</output>);
    expect(screen.getByRole('status').textContent).toBe('rendered');
    expect(types).toContain('output');
  });
});
