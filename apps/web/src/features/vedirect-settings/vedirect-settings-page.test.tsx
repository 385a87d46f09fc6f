import { FACTORY_SETTINGS, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { VedirectSettingsPage } from './vedirect-settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('VedirectSettingsPage', () => {
  it('shows verbose logging and updates-only only while enabled, and saves all three', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      // Off, not verbose, publishing changes only.
      'GET /api/vedirect/config': FACTORY_SETTINGS.vedirect,
      'POST /api/vedirect/config': SETTINGS_SAVED,
    });
    render(<VedirectSettingsPage />);
    const enabled = await screen.findByLabelText('Enable VE.Direct');
    expect(screen.queryByLabelText('Verbose logging')).toBeNull();
    expect(screen.queryByLabelText('Publish changes only')).toBeNull();
    await user.click(enabled);
    await user.click(screen.getByLabelText('Verbose logging'));
    expect(screen.getByLabelText('Publish changes only')).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toEqual({
      vedirect_enabled: true,
      verbose_logging: true,
      vedirect_updatesonly: true,
    });
  });
});
