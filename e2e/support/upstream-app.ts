import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The upstream apps built from each firmware tag (reference only, kept beside the repository, not
 * in it): the tests that use them are skipped where the folder is absent.
 */
export const UPSTREAM_REFERENCE = resolve(import.meta.dirname, '../../../shared/reference');

/**
 * The firmware's defaults do not always pass the upstream form's own limits (2024.05.03: the full
 * solar-passthrough start and stop voltages default to 100 V, the form allows at most 66 V), so the
 * browser refuses to submit what the page loaded. That is upstream's behaviour, not the
 * emulator's: such fields are moved into their range (and named in the test's annotations) so the
 * save itself is still exercised.
 */
export async function clampInvalidFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const adjusted: string[] = [];
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('form input'))) {
      if (input.checkValidity()) continue;
      const value = Number(input.value);
      const max = input.max === '' ? Number.POSITIVE_INFINITY : Number(input.max);
      const min = input.min === '' ? Number.NEGATIVE_INFINITY : Number(input.min);
      input.value = String(Math.min(max, Math.max(min, value)));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      adjusted.push(`${input.id || input.name}: ${value} → ${input.value}`);
    }
    return adjusted;
  });
}
