import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * Visual review aid, not part of `npm test`: captures every screen at desktop and phone width in
 * both themes into `test-results/` for a person to look at (`npm run screenshots -w e2e`).
 */
export default defineConfig({ ...base, testDir: 'screenshots' });
