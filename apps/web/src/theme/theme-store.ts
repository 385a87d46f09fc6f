export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeStore {
  get(): Theme;
  set(theme: Theme): void;
  subscribe(listener: () => void): () => void;
}

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
  const listeners = new Set<() => void>();
  const media = matchMedia(DARK_QUERY);
  const stored = storage.getItem(THEME_STORAGE_KEY);
  let current: Theme = isTheme(stored) ? stored : 'auto';

  const apply = () => {
    const dark = current === 'dark' || (current === 'auto' && media.matches);
    root.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
  };
  media.addEventListener('change', () => {
    if (current === 'auto') apply();
  });
  apply();

  return {
    get: () => current,
    set(theme) {
      storage.setItem(THEME_STORAGE_KEY, theme);
      current = theme;
      apply();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const themeStore = createThemeStore(
  localStorage,
  (query) => window.matchMedia(query),
  document.documentElement,
);
