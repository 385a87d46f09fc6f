import type { LoggingConfig } from '@dtu/contract';
import { SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { LoggingSettingsPage } from './logging-settings-page.tsx';

/** `/api/logging/config` of a 2026.03.31 device with two modules of their own. */
const LOADED: LoggingConfig = {
  loglevel: {
    default: 3,
    modules: [
      { name: 'CORE', level: 1 },
      { name: 'hoymiles', level: -1 },
      { name: 'mqtt', level: 4 },
      { name: 'dynamicPowerLimiter', level: -1 },
    ],
  },
};

function setup() {
  return fakeDeviceApi({
    'GET /api/logging/config': LOADED,
    'POST /api/logging/config': SETTINGS_SAVED,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('LoggingSettingsPage (2026 generations)', () => {
  it('shows the default level and each module, inheriting ones as "like the default"', async () => {
    setup();
    render(<LoggingSettingsPage />);
    expect(await screen.findByLabelText('Level of every module')).toHaveProperty('value', '3');
    const hoymiles = screen.getByLabelText('hoymiles') as HTMLSelectElement;
    expect(hoymiles.selectedOptions[0]?.textContent).toBe('Like the default (Information)');
    expect((screen.getByLabelText('mqtt') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Debug',
    );
  });

  it('saves what was loaded unchanged', async () => {
    const api = setup();
    render(<LoggingSettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts).toEqual([{ path: '/api/logging/config', data: LOADED }]);
  });

  it('sends a changed module level and default in the device order', async () => {
    const user = userEvent.setup();
    const api = setup();
    render(<LoggingSettingsPage />);
    await user.selectOptions(await screen.findByLabelText('Level of every module'), '2');
    await user.selectOptions(screen.getByLabelText('CORE'), '-1');
    await user.selectOptions(screen.getByLabelText('dynamicPowerLimiter'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(api.posts[0]?.data).toEqual({
      loglevel: {
        default: 2,
        modules: [
          { name: 'CORE', level: -1 },
          { name: 'hoymiles', level: -1 },
          { name: 'mqtt', level: 4 },
          { name: 'dynamicPowerLimiter', level: 5 },
        ],
      },
    });
  });
});
