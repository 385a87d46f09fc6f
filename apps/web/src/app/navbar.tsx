import { useState } from 'react';
import { logout } from '../api/login.ts';
import { AlertMenu } from '../features/alerts/alert-menu.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { useGeneration, useProductName } from '../net/generation.ts';
import { navigate, useLocation } from '../net/navigation.ts';
import { useLoggedIn } from '../net/session.ts';
import { useTheme } from '../theme/use-theme.ts';
import { classNames } from '../ui/class-names.ts';
import { Collapse } from '../ui/collapse.tsx';
import { Dropdown } from '../ui/dropdown.tsx';
import { GlobeIcon } from '../ui/icons/globe-icon.tsx';
import { LoginIcon } from '../ui/icons/login-icon.tsx';
import { LogoutIcon } from '../ui/icons/logout-icon.tsx';
import { Link } from '../ui/link.tsx';
import { BrandIcon } from './brand-icon.tsx';
import {
  LANGUAGE_NAMES,
  languageEntries,
  linkEntries,
  THEME_CHOICES,
  themeEntries,
} from './navbar-menus.tsx';
import { INFO_MENU, type MenuEntry, menuForGeneration, SETTINGS_MENU, type SitePath } from './site-map.ts';

/** The navigation bar of docs/product/frame-and-live.md §2; on small screens it collapses behind a toggler. */
export function Navbar() {
  const { t, locale } = useI18n();
  const [theme, setTheme] = useTheme();
  const path = useLocation();
  const loggedIn = useLoggedIn();
  const generation = useGeneration();
  const product = useProductName();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const themeChoice = THEME_CHOICES.find((choice) => choice.theme === theme) ?? THEME_CHOICES[2];

  // Active when the page is one of the menu's site-map entries.
  const menuDropdown = (id: string, label: MessageKey, menu: readonly MenuEntry[]) => (
    <Dropdown
      id={id}
      label={t(label)}
      active={menu.some((entry) => entry !== 'divider' && entry.href === path)}
      entries={linkEntries(menu, path, t)}
      onChosen={close}
    />
  );
  // Typed by the site map: a link to a path it does not list does not compile.
  const navLink = (href: SitePath, label: MessageKey) => (
    <li className="nav-item">
      <Link
        href={href}
        className={classNames('nav-link', path === href && 'active')}
        aria-current={path === href ? 'page' : undefined}
        onClick={close}
      >
        {t(label)}
      </Link>
    </li>
  );

  return (
    <nav
      className="navbar navbar-expand-lg bg-dark sticky-top"
      data-bs-theme="dark"
      aria-label={t('nav.mainMenu')}
    >
      <div className="container-fluid">
        <Link
          href={'/' satisfies SitePath}
          className="navbar-brand d-flex align-items-center gap-2"
          onClick={close}
        >
          <BrandIcon />
          {product}
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="main-navigation"
          aria-expanded={open}
          aria-label={t('nav.toggleMenu')}
          onClick={() => setOpen(!open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <Collapse open={open} id="main-navigation" className="navbar-collapse">
          <ul className="navbar-nav me-auto">
            {navLink('/', 'nav.liveView')}
            {navLink('/overview', 'nav.overview')}
            {navLink('/sites', 'nav.sites')}
            {navLink('/history', 'nav.history')}
            {menuDropdown('menu-settings', 'nav.settings', menuForGeneration(SETTINGS_MENU, generation))}
            {menuDropdown('menu-info', 'nav.info', menuForGeneration(INFO_MENU, generation))}
            {navLink('/about', 'nav.about')}
          </ul>
          <ul className="navbar-nav">
            <AlertMenu onChosen={close} rulesHref={'/alerts' satisfies SitePath} />
            <Dropdown
              id="menu-theme"
              alignEnd
              ariaLabel={t('nav.themeCurrent', { name: t(themeChoice.label) })}
              label={
                <>
                  <themeChoice.Icon />
                  <span className="d-lg-none ms-2">{t('nav.theme')}</span>
                </>
              }
              entries={themeEntries(theme, setTheme, t)}
              onChosen={close}
            />
            <Dropdown
              id="menu-language"
              alignEnd
              ariaLabel={`${t('nav.language')}: ${LANGUAGE_NAMES[locale]}`}
              label={
                <>
                  <GlobeIcon /> <span className="ms-1">{LANGUAGE_NAMES[locale]}</span>
                </>
              }
              entries={languageEntries(locale)}
              onChosen={close}
            />
            <li className="nav-item ms-lg-2">
              {loggedIn ? (
                <button
                  type="button"
                  className="btn btn-outline-light my-2 my-lg-0"
                  onClick={() => {
                    logout();
                    close();
                    navigate('/' satisfies SitePath);
                  }}
                >
                  <LogoutIcon /> {t('nav.logout')}
                </button>
              ) : (
                <Link
                  href={'/login' satisfies SitePath}
                  className="btn btn-outline-light my-2 my-lg-0"
                  onClick={close}
                >
                  <LoginIcon /> {t('nav.login')}
                </Link>
              )}
            </li>
          </ul>
        </Collapse>
      </div>
    </nav>
  );
}
