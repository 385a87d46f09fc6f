import { describe, expect, it } from 'vitest';
import {
  buildRef,
  checkVersion,
  compareUrl,
  readVersionCheckEnabled,
  writeVersionCheckEnabled,
} from './version-check.ts';

const answer =
  (body: unknown, init: ResponseInit = {}) =>
  async () =>
    new Response(JSON.stringify(body), init);

describe('firmware version check', () => {
  it('compares the commit of a describe string, or the tag itself', () => {
    expect(buildRef('2024.05.03-12-g1a2b3c4')).toBe('1a2b3c4');
    expect(buildRef('g0abcdef')).toBe('0abcdef');
    expect(buildRef('2024.05.03')).toBe('2024.05.03');
    expect(compareUrl('2024.05.03')).toBe(
      'https://api.github.com/repos/helgeerbe/OpenDTU-OnBattery/compare/2024.05.03...HEAD',
    );
  });

  it('reports new commits, up to date, and errors', async () => {
    expect(
      await checkVersion('2024.05.03', answer({ total_commits: 3, html_url: 'https://x/compare' })),
    ).toEqual({
      status: 'new',
      url: 'https://x/compare',
    });
    expect(await checkVersion('2024.05.03', answer({ total_commits: 0, html_url: 'u' }))).toMatchObject({
      status: 'current',
    });
    expect(await checkVersion('x', answer({}, { status: 404, statusText: 'Not Found' }))).toEqual({
      status: 'error',
      message: '404 Not Found',
    });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await checkVersion('x', offline)).toEqual({ status: 'error', message: 'Failed to fetch' });
  });

  it('stores the toggle as 1 or 0 and defaults to off', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(readVersionCheckEnabled(storage)).toBe(false);
    writeVersionCheckEnabled(true, storage);
    expect([...store.values()]).toEqual(['1']);
    expect(readVersionCheckEnabled(storage)).toBe(true);
    writeVersionCheckEnabled(false, storage);
    expect(readVersionCheckEnabled(storage)).toBe(false);
  });
});
