import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertSettings } from '../../alerts/alert-store.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { AlertsPage } from './alerts-page.tsx';
import { alertText } from './describe-alert.ts';

// A device: it answers the companion's path with its page (here: not found).
let device: ReturnType<typeof fakeDeviceApi>;
beforeEach(() => {
  device = fakeDeviceApi({});
});
afterEach(() => localStorage.clear());

describe('AlertsPage', () => {
  it('says in one line per rule what it watches and when it fires, with the values set', async () => {
    render(<AlertsPage />);
    await screen.findByRole('group', { name: 'Inverter unreachable' });
    // The rule's line is its group's accessible description.
    const about = (name: string) => {
      const id = screen.getByRole('group', { name }).getAttribute('aria-describedby');
      return document.getElementById(id ?? '')?.textContent;
    };
    expect(about('Inverter unreachable')).toBe(
      'Fires when an inverter has not answered for 15 min by day; ends when it answers.',
    );
    expect(about('Idle at solar noon')).toMatch(/not the one the limiter drives/);
    expect(about('Battery SoC low')).toBe(
      'Fires when the battery has been below 20 % for 5 min; ends above 25 %.',
    );
  });

  it('shows durations and thresholds only for a rule that is on', async () => {
    const user = userEvent.setup();
    render(<AlertsPage />);
    const soc = await screen.findByRole('group', { name: 'Battery SoC low' });
    expect(within(soc).queryByLabelText(/Threshold/)).toBeNull();
    await user.click(within(soc).getByRole('switch', { name: 'Enabled' }));
    expect((within(soc).getByLabelText(/Threshold/) as HTMLInputElement).value).toBe('20');
    expect(alertSettings.get().rules.soc.on).toBe(false);
  });

  it('keeps the rules in this browser on a device (no companion): no note, nothing sent', async () => {
    const user = userEvent.setup();
    render(<AlertsPage />);
    const soc = await screen.findByRole('group', { name: 'Battery SoC low' });
    await user.click(within(soc).getByRole('switch', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(alertSettings.get().rules.soc.on).toBe(true);
    expect(screen.queryByText(/companion/)).toBeNull();
    expect(device.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});

describe('alertText', () => {
  const i18n = {
    t: (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`,
    format: { decimal: String },
  };
  it('names a weak input by its own name, else by its number', () => {
    const weak = { id: 'w', rule: 'weak', key: 'weak:1:6', start: 0 } as const;
    expect(
      alertText({ ...weak, data: { name: 'Barn', serial: '1', value: 6, text: 'Balcony' } }, i18n as never),
    ).toBe('alerts.weak – Barn (1) – Balcony');
    expect(alertText({ ...weak, data: { name: 'Barn', serial: '1', value: 6 } }, i18n as never)).toBe(
      'alerts.weak – Barn (1) – overview.inputNumber{"n":6}',
    );
  });
});
