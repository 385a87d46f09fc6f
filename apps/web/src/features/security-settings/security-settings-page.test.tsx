import { CODE } from '@dtu/contract';
import { deviceAnswer, FACTORY_SETTINGS, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeCredentials, getUser, storeUser } from '../../net/session.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { SecuritySettingsPage } from './security-settings-page.tsx';

function setup() {
  return fakeDeviceApi({
    'GET /api/security/config': FACTORY_SETTINGS.security,
    'POST /api/security/config': SETTINGS_SAVED,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SecuritySettingsPage', () => {
  it('warns and sends nothing when the passwords differ, sends when they match', async () => {
    const user = userEvent.setup();
    const api = setup();
    render(<SecuritySettingsPage />);
    const password = await screen.findByLabelText('Password');
    const repeat = screen.getByLabelText('Repeat password');
    await user.clear(password);
    await user.type(password, 'longer-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passwords are not equal')).toBeTruthy();
    expect(api.posts).toHaveLength(0);

    await user.clear(repeat);
    await user.type(repeat, 'longer-secret');
    await user.click(screen.getByLabelText(/read-only access/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toEqual({ password: 'longer-secret', allow_readonly: false });
    expect(screen.queryByText('Passwords are not equal')).toBeNull();
  });

  it('keeps this browser logged in with the new password after a successful save', async () => {
    const user = userEvent.setup();
    storeUser({ authdata: encodeCredentials('admin', 'openDTU42'), type: 'success' });
    fakeDeviceApi({
      'GET /api/security/config': FACTORY_SETTINGS.security,
      'POST /api/security/config': ({ data }: { data: unknown }) =>
        (data as { allow_readonly: boolean }).allow_readonly
          ? deviceAnswer(CODE.WriteFailed)
          : SETTINGS_SAVED,
    });
    render(<SecuritySettingsPage />);
    for (const field of [
      await screen.findByLabelText('Password'),
      screen.getByLabelText('Repeat password'),
    ]) {
      await user.clear(field);
      await user.type(field, 'new-secret-1');
    }
    // A save the device refused leaves the stored login alone.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(getUser()?.authdata).toBe(encodeCredentials('admin', 'openDTU42'));
    await user.click(screen.getByLabelText(/read-only access/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(getUser()).toEqual({ authdata: encodeCredentials('admin', 'new-secret-1'), type: 'success' });
  });

  it('limits the password to 8–64 characters', async () => {
    const user = userEvent.setup();
    const api = setup();
    render(<SecuritySettingsPage />);
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('minlength')).toBe('8');
    expect(password.getAttribute('maxlength')).toBe('64');
    await user.clear(password);
    await user.type(password, 'short');
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((password as HTMLInputElement).validity.valid).toBe(false);
    expect(api.posts).toHaveLength(0);
  });
});
