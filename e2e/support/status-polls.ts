import { expect, type Page, type Request } from '@playwright/test';

/** Records every `/api/system/status` request the page sends (the restart wait polls it). */
export function recordStatusPolls(page: Page): Request[] {
  const polls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/system/status') polls.push(request);
  });
  return polls;
}

/** There were polls, and each carried both headers every API call needs (docs/product/frame-and-live.md §7). */
export async function expectApiHeaders(polls: Request[]): Promise<void> {
  expect(polls.length).toBeGreaterThan(0);
  for (const poll of polls) {
    const headers = await poll.allHeaders();
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.authorization).toMatch(/^Basic /);
  }
}
