import { describe, expect, it } from 'vitest';
import { FakeMediaQuery } from '../test-support/fake-media-query.ts';
import { createThemeStore, THEME_STORAGE_KEY } from './theme-store.ts';

function setup(prefersDark: boolean) {
  const media = new FakeMediaQuery('(prefers-color-scheme: dark)', prefersDark);
  const root = document.createElement('html');
  const store = createThemeStore(localStorage, () => media as unknown as MediaQueryList, root);
  return { media, root, store, applied: () => root.getAttribute('data-bs-theme') };
}

describe('theme store', () => {
  it('defaults to auto and follows the system preference live', () => {
    const { media, store, applied } = setup(true);
    expect(store.get()).toBe('auto');
    expect(applied()).toBe('dark');
    media.change(false);
    expect(applied()).toBe('light');
  });

  it('persists an explicit choice, which then ignores the system', () => {
    const { media, store, applied } = setup(false);
    store.set('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(applied()).toBe('dark');
    media.change(false);
    expect(applied()).toBe('dark');
  });

  it('restores the stored theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { store, applied } = setup(true);
    expect(store.get()).toBe('light');
    expect(applied()).toBe('light');
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(setup(false).store.get()).toBe('auto');
  });
});
