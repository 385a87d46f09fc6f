import type { Alert } from '@dtu/alerts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { alertStore, LOCAL_DEVICE, setDeviceAlerts } from '../../alerts/alert-store.ts';
import { AlertMenu } from './alert-menu.tsx';
import { useAlertSignals } from './use-alert-signals.ts';

const START = Date.UTC(2026, 10, 24, 12, 0);
const low: Alert = { id: 'soc:@1', rule: 'soc', key: 'soc:', start: START, data: { value: 15, limit: 20 } };
const event: Alert = {
  id: 'event:1161@2',
  rule: 'event',
  key: 'event:1161',
  start: START,
  end: START + 60_000,
  ack: START + 60_000,
  data: { name: 'Roof', serial: '1161', value: 3, text: 'Grid overvoltage' },
};

function Signals() {
  useAlertSignals();
  return null;
}

afterEach(() => act(() => alertStore.set({})));

describe('AlertMenu', () => {
  it('counts new alerts in the button and the title; acknowledging one with the keyboard clears both', async () => {
    const user = userEvent.setup();
    document.title = 'Live data – OpenDTU-OnBattery';
    act(() => setDeviceAlerts(LOCAL_DEVICE, [event, low]));
    render(
      <>
        <AlertMenu onChosen={() => {}} rulesHref="/alerts" />
        <Signals />
      </>,
    );
    expect(document.title).toBe('(1) Live data – OpenDTU-OnBattery');
    // A page that sets its own title gets the prefix again.
    act(() => {
      document.title = 'Overview – OpenDTU-OnBattery';
    });
    await screen.findByRole('button', { name: 'Alerts 1' });
    await expect.poll(() => document.title).toBe('(1) Overview – OpenDTU-OnBattery');

    screen.getByRole('button', { name: 'Alerts 1' }).focus();
    await user.keyboard('{ArrowDown}');
    const item = screen.getByRole('menuitem', {
      name: /^Battery SoC low – 15 % < 20 %.*ongoing.*Acknowledge$/,
    });
    expect(document.activeElement).toBe(item);
    expect(
      screen.getByRole('menuitem', {
        name: /^Inverter event – Roof \(1161\) – “Grid overvoltage”.*\(acknowledged\)$/,
      }),
    ).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Alerts' })).toBeTruthy();
    expect(document.title).toBe('Overview – OpenDTU-OnBattery');
    expect(alertStore.get()[LOCAL_DEVICE]?.[1]?.ack).toBeGreaterThan(0);
  });

  it('names the device of a remote alert and acknowledges it there', async () => {
    const user = userEvent.setup();
    const rose: Alert = {
      ...event,
      end: undefined,
      ack: undefined,
      data: { ...event.data, text: undefined, limit: 2 },
    };
    act(() => setDeviceAlerts('dtu-garage', [rose]));
    render(<AlertMenu onChosen={() => {}} rulesHref="/alerts" />);
    await user.click(screen.getByRole('button', { name: 'Alerts 1' }));
    await user.click(
      screen.getByRole('menuitem', {
        name: /^Inverter event – dtu-garage – Roof \(1161\) – 2 → 3.*Acknowledge$/,
      }),
    );
    expect(alertStore.get()['dtu-garage']?.[0]?.ack).toBeGreaterThan(0);
  });
});
