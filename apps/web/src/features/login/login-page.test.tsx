import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../net/session.ts';
import { LoginPage } from './login-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('shows the required messages only after a submit attempt', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/login');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<LoginPage />);
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('blocks the space key in the username', async () => {
    const user = userEvent.setup();
    render(<LoginPage />);
    await user.type(screen.getByLabelText('Username'), 'ad min');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('admin');
  });

  it('logs in and goes to returnUrl', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/login?returnUrl=${encodeURIComponent('/settings/ntp')}`);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"type":"success","code":10002}')),
    );
    render(<LoginPage />);
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'openDTU42');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings/ntp'));
    expect(getUser()?.authdata).toBe(btoa('admin:openDTU42'));
  });

  it('ignores a returnUrl pointing to another site', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/login?returnUrl=//evil.example/x');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    render(<LoginPage />);
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('shows Invalid credentials in a danger alert when the device refuses', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/login');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    render(<LoginPage />);
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid credentials');
    expect(alert.className).toContain('alert-danger');
    expect(window.location.pathname).toBe('/login');
  });
});
