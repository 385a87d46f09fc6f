import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { messageRegistry } from './app/message-registry.ts';
import { registerMessages } from './i18n/registry.ts';
import { ASYNC_TIMEOUT_MS } from './test-support/async-timeout.ts';
import { fakeMatchMedia } from './test-support/fake-media-query.ts';
import { runFirmware } from './test-support/firmware-generation.ts';

configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });
// Every test sees the app's texts, as the running app does after `main.tsx`.
registerMessages(messageRegistry);

// jsdom lacks matchMedia; the theme store reads the dark preference when it is imported.
window.matchMedia ??= fakeMatchMedia;
// jsdom has no BroadcastChannel; Node's would link test files run side by side, so each test
// file is one lone tab (always the leader). The election has its own tests with a fake channel.
Reflect.deleteProperty(globalThis, 'BroadcastChannel');

// Every test talks to the emulated generation unless it names another (`runFirmware`).
beforeEach(() => runFirmware('onbattery-2024.05.03'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
