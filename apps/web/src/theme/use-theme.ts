import { useSyncExternalStore } from 'react';
import { type Theme, themeStore } from './theme-store.ts';

/** The chosen theme (not the resolved one: `auto` stays `auto`) and its setter. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get);
  return [theme, themeStore.set];
}
