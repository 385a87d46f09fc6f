import { FACTORY_SETTINGS, SETTINGS_SAVED, SYSTEM_STATUS } from '@dtu/contract/fixtures';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { DtuSettingsPage } from './dtu-settings-page.tsx';

const CONFIG = { ...FACTORY_SETTINGS.dtu, serial: '199980193046', verbose_logging: false };

function setup(config = CONFIG) {
  return fakeDeviceApi({
    'GET /api/dtu/config': config,
    // An nRF24 (not the "+" variant), no CMT radio.
    'GET /api/system/status': { ...SYSTEM_STATUS, nrf_pvariant: false },
    'POST /api/dtu/config': SETTINGS_SAVED,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('DtuSettingsPage', () => {
  it('resets the frequency to the country default and warns outside the legal band', async () => {
    const user = userEvent.setup();
    const api = setup();
    render(<DtuSettingsPage />);
    const frequency = await screen.findByLabelText('Frequency');
    expect(frequency.getAttribute('min')).toBe('860250000');
    expect(frequency.getAttribute('step')).toBe('250000');
    expect(screen.queryByText(/outside the legal range/)).toBeNull();

    // The event a browser fires while the value changes (React's `onChange` follows it).
    fireEvent.input(frequency, { target: { value: '900000000' } });
    expect(screen.getByText(/outside the legal range/)).toBeTruthy();
    expect(screen.getByText('900.00 MHz')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Region / country'), '1');
    expect(screen.getByLabelText('Frequency')).toHaveProperty('value', '918000000');
    expect(screen.queryByText(/outside the legal range/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({
      cmt_country: 1,
      cmt_frequency: 918000000,
      serial: '199980193046',
    });
  });

  it('limits serial, poll interval and CMT power and shows the radio chips', async () => {
    setup();
    render(<DtuSettingsPage />);
    const poll = await screen.findByLabelText('Poll interval');
    expect([poll.getAttribute('min'), poll.getAttribute('max')]).toEqual(['1', '86400']);
    const power = screen.getByLabelText('Transmit power', { selector: 'input' });
    expect([power.getAttribute('min'), power.getAttribute('max')]).toEqual(['-10', '20']);
    expect(await screen.findByText('Chip type: nRF24L01')).toBeTruthy();
    expect(screen.getAllByText('Not configured')).toHaveLength(1);
    expect(screen.getByText('This radio was not found when the device started.')).toBeTruthy();
  });

  it('shows a serial with hex letters as text and saves it as text', async () => {
    const user = userEvent.setup();
    const api = setup({ ...CONFIG, serial: '1999801612ab' });
    render(<DtuSettingsPage />);
    const serial = await screen.findByLabelText<HTMLInputElement>('Serial');
    expect(serial.value).toBe('1999801612ab');
    expect(serial.type).toBe('text');
    expect(screen.getByText(/hexadecimal digits/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({ serial: '1999801612ab' });
  });

  it.each(['1999-8016', '000000000000', '8000000000000000'])(
    'refuses the serial %s, which the firmware would read as 0 or as other digits',
    async (text) => {
      const user = userEvent.setup();
      const api = setup();
      render(<DtuSettingsPage />);
      const serial = await screen.findByLabelText<HTMLInputElement>('Serial');
      await user.clear(serial);
      await user.type(serial, text);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(serial.validity.valid).toBe(false);
      expect(api.posts).toHaveLength(0);
    },
  );
});
