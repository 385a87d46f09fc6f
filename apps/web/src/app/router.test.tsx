import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate } from '../net/navigation.ts';
import { removeUser } from '../net/session.ts';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { Link } from '../ui/link.tsx';
import { AppRouter } from './router.tsx';

const notFound = () => screen.queryByRole('heading', { name: 'Page not found' });
const login = () => screen.queryByRole('button', { name: 'Login' });

function renderApp() {
  render(
    <>
      <Link href="/nowhere">elsewhere</Link>
      <AppRouter />
    </>,
  );
}

beforeEach(() => {
  fakeDeviceApi({});
  removeUser();
  window.history.replaceState(null, '', '/login');
});

describe('routing', () => {
  it('shows the page of the path, a trailing slash ignored, else the not-found page', async () => {
    window.history.replaceState(null, '', '/login/');
    renderApp();
    expect(login()).not.toBeNull();
    expect(notFound()).toBeNull();
    navigate('/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    // The page is replaced, not stacked under the other.
    expect(login()).toBeNull();
  });

  it('follows a plain link click without a page load, and the browser’s back button', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'elsewhere' });
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect(window.location.pathname).toBe('/nowhere');
    expect(notFound()).toBeTruthy();
    window.history.back();
    await waitFor(() => expect(login()).toBeTruthy());
    expect(window.location.pathname).toBe('/login');
  });

  it('leaves the click of a link with target="_blank" to the browser', () => {
    render(
      <Link href="/nowhere" target="_blank">
        elsewhere
      </Link>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }))).toBe(true);
    expect(window.location.pathname).toBe('/login');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    renderApp();
    expect(fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }), { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/login');
  });

  it('sends a logged-out visitor of a protected page to the login, replacing the entry', async () => {
    const entries = window.history.length;
    window.history.replaceState(null, '', '/maintenance/reboot');
    renderApp();
    await waitFor(() =>
      expect(window.location.search).toBe(`?returnUrl=${encodeURIComponent('/maintenance/reboot')}`),
    );
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(entries);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });
});
