import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from '../i18n/locale-store.ts';
import { navigate } from '../net/navigation.ts';
import { emitSession, storeUser, USER_STORAGE_KEY } from '../net/session.ts';
import { runFirmware } from '../test-support/firmware-generation.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import { Navbar } from './navbar.tsx';

afterEach(() => act(() => localeStore.set('en')));

describe('Navbar', () => {
  it('lists the Settings entries in order with a divider before config management', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const menu = screen.getByRole('menu', { name: 'Settings' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Network',
      'NTP',
      'MQTT',
      'Inverter',
      'Security',
      'DTU',
      'VE.Direct',
      'Power meter',
      'Dynamic Power Limiter',
      'Battery',
      'AC charger',
      'Device manager',
      'Config management',
      'Firmware upgrade',
      'Device reboot',
    ]);
    expect(within(menu).getAllByRole('separator')).toHaveLength(1);
  });

  it.each([
    ['onbattery-2024.05.03', 'OpenDTU-OnBattery'],
    ['onbattery-2026.03.31', 'OpenDTU-OnBattery'],
    ['opendtu-v26.3.30', 'OpenDTU'],
  ] as const)(
    'calls itself as the firmware on %s does: %s, in the navbar and the title',
    (generation, name) => {
      runFirmware(generation);
      render(
        <>
          <Navbar />
          <PageFrame title="Live data" />
        </>,
      );
      expect(screen.getByRole('link', { name })).toBeTruthy();
      expect(document.title).toBe(`Live data – ${name}`);
    },
  );

  it('opens a dropdown from the keyboard, moves with arrows and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Info' });
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('System');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Console');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('stores the chosen theme and applies it to the page', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Theme: Auto' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');
  });

  it('switches the language, stores it and re-renders the texts', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(localStorage.getItem('locale')).toBe('de');
    expect(screen.getByRole('button', { name: 'Einstellungen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeTruthy();
  });

  it('follows the session events and logs out to the home page', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/about');
    render(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    act(() => {
      storeUser({ authdata: btoa('admin:x') });
      emitSession('logged-in');
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('collapses the mobile menu when an entry is chosen', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    const toggler = screen.getByRole('button', { name: 'Toggle navigation' });
    await user.click(toggler);
    expect(toggler.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(toggler.getAttribute('aria-expanded')).toBe('false');
    expect(window.location.pathname).toBe('/about');
  });

  it('marks the page and the menu that link to the current path', () => {
    window.history.replaceState(null, '', '/maintenance/reboot');
    render(<Navbar />);
    expect(screen.getByRole('button', { name: 'Settings' }).classList.contains('active')).toBe(true);
    expect(screen.getByRole('button', { name: 'Info' }).classList.contains('active')).toBe(false);
    expect(screen.getByRole('link', { name: 'Live view' }).getAttribute('aria-current')).toBeNull();
    act(() => navigate('/overview'));
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Settings' }).classList.contains('active')).toBe(false);
  });
});
