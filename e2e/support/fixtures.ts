import { test as base, expect } from '@playwright/test';
import { type RunningEmulator, startEmulator } from './emulator.ts';

/** Every test gets its own emulator (fresh config) and a page whose base URL points at it. */
export const test = base.extend<{ device: RunningEmulator }>({
  device: async ({}, use) => {
    const device = await startEmulator();
    await use(device);
    await device.stop();
  },
  baseURL: async ({ device }, use) => {
    await use(device.url);
  },
});

export { expect };
