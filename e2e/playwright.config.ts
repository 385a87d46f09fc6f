import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser downloads are not available here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests',
  // Each test has its own emulator on a free port, so two run side by side; most of their time is
  // spent waiting on the device's clocks, not the CPU.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // Web-first assertions poll until this limit; a passing step takes far less, but a busy two-core
  // machine can need more than the default 5 s for a page load plus a device round trip.
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm test`'s closing line over both tiers (scripts/test-counts.ts).
  reporter: [['list'], ['json', { outputFile: '../.test-counts/e2e.json' }]],
  // Screenshots and traces of failed tests (git-ignored); open one with `npx playwright show-trace <file>`.
  outputDir: 'test-results',
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A failure keeps its trace (every action, the DOM, network and console); passing tests record
    // one too but drop it at the end.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
