import type { ComponentType } from 'react';
import { LOCALES, type Locale } from '../i18n/define-messages.ts';
import { localeStore } from '../i18n/locale-store.ts';
import type { MessageKey } from '../i18n/translate.ts';
import type { Theme } from '../theme/theme-store.ts';
import type { DropdownEntry } from '../ui/dropdown.tsx';
import { CheckIcon } from '../ui/icons/check-icon.tsx';
import { ContrastIcon } from '../ui/icons/contrast-icon.tsx';
import { MoonIcon } from '../ui/icons/moon-icon.tsx';
import { SunIcon } from '../ui/icons/sun-icon.tsx';
import type { IconProps } from '../ui/icons/svg-icon.tsx';
import type { MenuEntry } from './site-map.ts';

/** Language names in their own language, so everybody finds theirs whatever is selected. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

export const THEME_CHOICES: readonly { theme: Theme; label: MessageKey; Icon: ComponentType<IconProps> }[] = [
  { theme: 'dark', label: 'nav.themeDark', Icon: MoonIcon },
  { theme: 'light', label: 'nav.themeLight', Icon: SunIcon },
  { theme: 'auto', label: 'nav.themeAuto', Icon: ContrastIcon },
];

type T = (key: MessageKey) => string;

export function linkEntries(menu: readonly MenuEntry[], path: string, t: T): DropdownEntry[] {
  return menu.map((entry) =>
    entry === 'divider'
      ? { kind: 'divider' }
      : { kind: 'link', href: entry.href, label: t(entry.label), active: entry.href === path },
  );
}

export function themeEntries(current: Theme, setTheme: (theme: Theme) => void, t: T): DropdownEntry[] {
  return THEME_CHOICES.map(({ theme, label, Icon }) => ({
    kind: 'option',
    checked: theme === current,
    onSelect: () => setTheme(theme),
    label: (
      <>
        <Icon className="me-2" />
        {t(label)}
        {theme === current && <CheckIcon className="ms-2" />}
      </>
    ),
  }));
}

export function languageEntries(current: Locale): DropdownEntry[] {
  return LOCALES.map((locale) => ({
    kind: 'option',
    checked: locale === current,
    lang: locale,
    onSelect: () => localeStore.set(locale),
    label: (
      <>
        {LANGUAGE_NAMES[locale]}
        {locale === current && <CheckIcon className="ms-2" />}
      </>
    ),
  }));
}
