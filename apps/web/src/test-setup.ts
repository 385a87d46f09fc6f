import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { messageRegistry } from './app/message-registry.ts';
import { registerMessages } from './i18n/registry.ts';
import { ASYNC_TIMEOUT_MS } from './test-support/async-timeout.ts';
import { fakeMatchMedia } from './test-support/fake-media-query.ts';

configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });
// Every test sees the app's texts, as the running app does after `main.tsx`.
registerMessages(messageRegistry);

// jsdom lacks matchMedia; the theme store reads the dark preference when it is imported.
window.matchMedia ??= fakeMatchMedia;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
