import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './test-support/fake-media-query.ts';

// jsdom lacks matchMedia; the theme store reads the dark preference when it is imported.
window.matchMedia ??= fakeMatchMedia;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
