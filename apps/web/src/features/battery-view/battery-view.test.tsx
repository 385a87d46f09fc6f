import type { BatteryLiveData } from '@dtu/contract';
import { BATTERY_LIVE } from '@dtu/contract/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { livedataStore } from '../../live/livedata.ts';
import { EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { fakeSocketsPerTest } from '../../test-support/fake-sockets.ts';
import { freezeDate } from '../../test-support/frozen-date.ts';
import { batteryStream } from './battery-stream.ts';
import { BatteryView } from './battery-view.tsx';

function enable(enabled: boolean) {
  livedataStore.set({ ...EMPTY_LIVEDATA, loaded: true, battery: { enabled } });
}

function serve(data: BatteryLiveData) {
  fakeDeviceApi({ 'GET /api/batterylivedata/status': data });
}

fakeSocketsPerTest();

describe('BatteryView', () => {
  it('is absent while the battery interface is disabled', () => {
    enable(false);
    serve(BATTERY_LIVE);
    const { container } = render(<BatteryView />);
    expect(container.textContent).toBe('');
  });

  it('shows manufacturer, data age and every value section with translated flags', async () => {
    freezeDate();
    enable(true);
    serve(BATTERY_LIVE);
    render(<BatteryView />);
    expect(await screen.findByRole('heading', { name: 'Battery: PYLON' })).toBeTruthy();
    const age = screen.getByText(/Data age/);
    expect(age.textContent).toBe('Data age: 2 s');
    expect(age.className).not.toContain('danger');
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByRole('row', { name: /State of charge/ }).textContent).toBe(
      'State of charge78%',
    );
    expect(within(status).getByRole('row', { name: /Voltage/ }).textContent).toBe('Voltage52.10V');
    expect(within(status).getByRole('row', { name: /Charging allowed/ }).textContent).toBe(
      'Charging allowedYes',
    );
    expect(within(status).getByRole('row', { name: /Charge immediately/ }).textContent).toBe(
      'Charge immediatelyNo',
    );
    const cells = screen.getByRole('region', { name: 'Cells' });
    expect(within(cells).getByRole('row', { name: /difference/ }).textContent).toBe(
      'Cell voltage difference12mV',
    );
    expect(FakeSocket.latest().url).toMatch(/\/batterylivedata$/);
  });

  it.each([
    [19, 'Data age: 19 s', false],
    [20, 'Data age: 20 s (outdated)', true],
  ])('at %i s the age reads "%s"', async (seconds, text, red) => {
    freezeDate();
    enable(true);
    serve({ ...BATTERY_LIVE, data_age: seconds });
    render(<BatteryView />);
    const age = await screen.findByText(/Data age/);
    expect(age.textContent).toBe(text);
    expect(age.className.includes('text-bg-danger')).toBe(red);
  });

  it.each([
    [undefined, 'No issues', 'text-bg-success'],
    [{ highTemperature: 1 } as const, 'Warning', 'text-bg-warning'],
    [{ highTemperature: 1, overVoltage: 2 } as const, 'Alarm', 'text-bg-danger'],
  ])('rates the issues %o overall as "%s"', async (issues, label, variant) => {
    enable(true);
    serve({ ...BATTERY_LIVE, issues });
    render(<BatteryView />);
    const card = await screen.findByRole('region', { name: 'Issues' });
    const overall = within(within(card).getByRole('heading')).getByText(label);
    expect(overall.className).toContain(variant);
    if (issues?.highTemperature) {
      expect(within(card).getByRole('row', { name: /High temperature/ }).textContent).toBe(
        'High temperatureWarning',
      );
    } else {
      expect(within(card).getByText('The battery reports no warnings or alarms.')).toBeTruthy();
    }
  });

  it('shows nothing for a provider without live data (MQTT answers {})', async () => {
    enable(true);
    fakeDeviceApi({ 'GET /api/batterylivedata/status': {} });
    const { container } = render(<BatteryView />);
    // The answer has reached the stream's store (and React has rendered it): the view stays empty.
    await waitFor(() => expect(batteryStream.store.get().data).toEqual({}));
    expect(container.textContent).toBe('');
  });
});
