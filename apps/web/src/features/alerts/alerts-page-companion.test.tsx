import { COMPANION_ALERT_RULES_PATH, DEFAULT_RULES } from '@dtu/alerts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertSettings } from '../../alerts/alert-store.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { AlertsPage } from './alerts-page.tsx';

/** A companion serving the page, whose grid rule is on (the browser's default is off); `refuse`: its POST answer status. */
function companion(refuse?: number) {
  const rules = { ...DEFAULT_RULES, grid: { ...DEFAULT_RULES.grid, on: true } };
  const api = fakeDeviceApi({
    [`GET ${COMPANION_ALERT_RULES_PATH}`]: { rules, sends: true },
    [`POST ${COMPANION_ALERT_RULES_PATH}`]: () =>
      refuse ? new Response('', { status: refuse }) : { rules: posted()?.rules, sends: true },
  });
  const posted = () => {
    const call = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    return call && JSON.parse(String(call[1]?.body));
  };
  return { posted, rules };
}

const offlineSwitch = () =>
  within(screen.getByRole('group', { name: 'Device unreachable' })).getByRole('switch', { name: 'Enabled' });

describe('AlertsPage served by a companion', () => {
  it("shows the companion's rules, which this browser then follows too", async () => {
    const { rules } = companion();
    render(<AlertsPage />);
    expect(await screen.findByText(/rules of the companion that serves this page/)).toBeTruthy();
    const grid = screen.getByRole('group', { name: 'Grid import high' });
    expect(within(grid).getByRole('switch', { name: 'Enabled' })).toHaveProperty('checked', true);
    expect(alertSettings.get().rules).toEqual(rules);
  });

  it('saves a rule turned off to the companion, then here', async () => {
    const user = userEvent.setup();
    const { posted } = companion();
    render(<AlertsPage />);
    await screen.findByText(/rules of the companion/);
    await user.click(offlineSwitch());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(posted().rules.offline.on).toBe(false);
    expect(alertSettings.get().rules.offline.on).toBe(false);
  });

  it('says that the admin login is needed when the companion refuses, and changes nothing', async () => {
    const user = userEvent.setup();
    companion(401);
    render(<AlertsPage />);
    await screen.findByText(/rules of the companion/);
    await user.click(offlineSwitch());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Log in as admin to change the companion's rules.")).toBeTruthy();
    expect(alertSettings.get().rules.offline.on).toBe(true);
  });
});
