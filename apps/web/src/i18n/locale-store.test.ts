import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocaleStore, detectLocale, LOCALE_STORAGE_KEY } from './locale-store.ts';

describe('locale store', () => {
  // The app's own store wrote its detected locale when the module was imported.
  beforeEach(() => localStorage.clear());

  it('prefers the first supported browser language and stores it', () => {
    const store = createLocaleStore(localStorage, ['it-IT', 'fr-CH', 'de']);
    expect(store.get()).toBe('fr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
  });

  it('falls back to English', () => {
    expect(detectLocale(['pl', 'es-ES'])).toBe('en');
    expect(detectLocale([])).toBe('en');
  });

  it('restores a stored locale over the browser language', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    expect(createLocaleStore(localStorage, ['fr']).get()).toBe('de');
  });

  it('persists a change and notifies subscribers', () => {
    const store = createLocaleStore(localStorage, ['en']);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('de');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect(store.get()).toBe('de');
    expect(listener).toHaveBeenCalledOnce();
  });
});
