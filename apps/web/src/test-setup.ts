import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './test-support/fake-media-query.ts';

// jsdom lacks matchMedia; the theme store reads the dark preference when it is imported.
window.matchMedia ??= fakeMatchMedia;
// jsdom has no BroadcastChannel; Node's would link test files run side by side, so each test
// file is one lone tab (always the leader). The election has its own tests with a fake channel.
Reflect.deleteProperty(globalThis, 'BroadcastChannel');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
