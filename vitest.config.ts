import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Sized for an ordinary two-core machine with another process keeping one core busy (TESTING.md,
// "Workers and timeouts"). Projects with different worker counts run one after the other
// (`sequence.groupOrder`): first the CPU-bound jsdom tests, then the I/O-bound emulator tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Pure functions: run beside the web tests, with their worker count.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'recording',
          root: 'packages/recording',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // The recorder's pure core, like the contract's: runs beside the web tests.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'alerts',
          root: 'packages/alerts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // The alert rules' pure engine: runs beside the web tests.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'tools',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The component tests render on React, as the app ships.
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          setupFiles: ['src/test-setup.ts'],
          // jsdom renders are CPU-bound: more workers than cores only make each test slower.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          // A component test takes well under a second when idle; 4× headroom for a busy machine.
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'companion',
          root: 'apps/companion',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Like the emulator's: the tests wait on gateway processes and sockets, not the CPU.
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
          // Each file starts real emulator CLIs (a cold tsx start can take tens of seconds when busy).
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'emulator',
          root: 'apps/emulator',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Most emulator tests wait on device timers, sockets, a broker or a child process rather
          // than the CPU, so more workers than cores shorten the run.
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
