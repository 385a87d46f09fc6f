import { createStore, type Store } from '../store/store.ts';
import { writtenThrough } from '../store/stored-store.ts';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export type ThemeStore = Store<Theme>;

function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/**
 * The chosen theme (local key `theme`, default auto) applied as `data-bs-theme` on the root
 * element. In auto mode the system preference is followed live; an explicit choice ignores it.
 */
export function createThemeStore(
  storage: Storage,
  matchMedia: (query: string) => MediaQueryList,
  root: HTMLElement,
): ThemeStore {
  const media = matchMedia(DARK_QUERY);
  const stored = storage.getItem(THEME_STORAGE_KEY);
  const store = createStore<Theme>(isTheme(stored) ? stored : 'auto');

  const apply = () => {
    const theme = store.get();
    const dark = theme === 'dark' || (theme === 'auto' && media.matches);
    root.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
  };
  // Subscribed first, so every other listener sees the theme applied.
  store.subscribe(apply);
  media.addEventListener('change', () => {
    if (store.get() === 'auto') apply();
  });
  apply();

  return writtenThrough(store, storage, THEME_STORAGE_KEY);
}

export const themeStore = createThemeStore(
  localStorage,
  (query) => window.matchMedia(query),
  document.documentElement,
);
