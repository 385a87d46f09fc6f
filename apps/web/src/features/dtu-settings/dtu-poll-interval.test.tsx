import {
  dtuConfigOnBattery2026,
  dtuConfigOpenDtuV26,
  FACTORY_SETTINGS,
  SETTINGS_SAVED,
  SYSTEM_STATUS,
} from '@dtu/contract/fixtures';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { DtuSettingsPage } from './dtu-settings-page.tsx';

function device(config: object) {
  return fakeDeviceApi({
    'GET /api/dtu/config': config,
    'GET /api/system/status': SYSTEM_STATUS,
    'POST /api/dtu/config': SETTINGS_SAVED,
  });
}

async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
}

afterEach(() => vi.unstubAllGlobals());

describe('DTU poll interval per firmware generation', () => {
  it('OnBattery 2026.03.31 (milliseconds): shows seconds, sends milliseconds, and saves what it loaded unchanged', async () => {
    runFirmware('onbattery-2026.03.31');
    const api = device({ ...dtuConfigOnBattery2026(), pollinterval: 1500 });
    render(<DtuSettingsPage />);
    const poll = await screen.findByLabelText('Poll interval');
    expect(poll).toHaveProperty('value', '1.5');
    expect(screen.queryByLabelText('Verbose logging')).toBeNull();
    await save();
    expect(api.posts[0].data).toMatchObject({ pollinterval: 1500 });

    fireEvent.input(poll, { target: { value: '7' } });
    await save();
    expect(api.posts[1].data).toMatchObject({ pollinterval: 7000 });
  });

  it('OpenDTU v26.3.30 (seconds): sends the seconds typed', async () => {
    runFirmware('opendtu-v26.3.30');
    const api = device(dtuConfigOpenDtuV26());
    render(<DtuSettingsPage />);
    const poll = await screen.findByLabelText('Poll interval');
    expect(poll).toHaveProperty('value', '5');
    fireEvent.input(poll, { target: { value: '7' } });
    await save();
    expect(api.posts[0].data).toMatchObject({ pollinterval: 7 });
  });

  it('an unknown firmware: the value as sent, locked, and posted back untouched', async () => {
    runFirmware('unknown');
    const api = device({ ...FACTORY_SETTINGS.dtu, pollinterval: 5000 });
    render(<DtuSettingsPage />);
    const poll = await screen.findByLabelText('Poll interval');
    expect(poll).toHaveProperty('value', '5000');
    expect(poll).toHaveProperty('disabled', true);
    expect(
      screen.getByText(/unit in which this firmware stores the poll interval is not known/),
    ).toBeTruthy();
    await save();
    expect(api.posts[0].data).toMatchObject({ pollinterval: 5000 });
  });
});
