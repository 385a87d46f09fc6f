import { test as base, expect } from '@playwright/test';
import { type RunningEmulator, startEmulator } from './emulator.ts';

/**
 * A test whose every run gets its own emulator started with `args` (fresh config) and a page whose
 * base URL points at it. Extend it (`.extend`) for more fixtures, such as a broker.
 */
export function testWithDevice(args: string[] = [], options: Parameters<typeof startEmulator>[1] = {}) {
  return base.extend<{ device: RunningEmulator }>({
    device: async ({}, use) => {
      const device = await startEmulator(args, options);
      await use(device);
      await device.stop();
    },
    baseURL: async ({ device }, use) => {
      await use(device.url);
    },
  });
}

/** Every test gets its own emulator (fresh config, the demo installation). */
export const test = testWithDevice();

export { expect };
