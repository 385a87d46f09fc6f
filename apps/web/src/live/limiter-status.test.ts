import { LIMITER_POWER_SOURCE } from '@dtu/contract';
import { LIMITER_2026_SERIALS, powerLimiter2026, VALID_SETTINGS } from '@dtu/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { runFirmware } from '../test-support/firmware-generation.ts';
import { batterySerials, getLimiterStatus, governedSerials, refreshLimiterStatus } from './limiter-status.ts';

// Each read is a minute after the last: the status is read at most once a minute.
let clock = Date.now();
function nextRead() {
  clock += 3_600_000;
  return refreshLimiterStatus(clock);
}

/** 2026.03.31's recorded status with the balcony inverter governed too, from its own modules. */
function twoGoverned() {
  const status = powerLimiter2026();
  status.inverters[1] = {
    ...status.inverters[1]!,
    is_governed: true,
    power_source: LIMITER_POWER_SOURCE.Solar,
  };
  return status;
}

describe('the power limiter status on each generation', () => {
  it('2026.03.31: every governed inverter, and which of them the battery feeds', async () => {
    runFirmware('onbattery-2026.03.31');
    fakeDeviceApi({ 'GET /api/powerlimiter/status': twoGoverned() });
    await nextRead();
    expect([...governedSerials(getLimiterStatus())]).toEqual([
      LIMITER_2026_SERIALS.garage,
      LIMITER_2026_SERIALS.balcony,
    ]);
    expect([...batterySerials(getLimiterStatus())]).toEqual([LIMITER_2026_SERIALS.garage]);
  });

  it('2024.05.03: the one inverter of its decimal serial, as the live data names it', async () => {
    runFirmware('onbattery-2024.05.03');
    fakeDeviceApi({ 'GET /api/powerlimiter/status': VALID_SETTINGS.powerlimiter });
    await nextRead();
    expect([...governedSerials(getLimiterStatus())]).toEqual(['1b0d16c259']);
    expect([...batterySerials(getLimiterStatus())]).toEqual(['1b0d16c259']);
  });

  it('2026.03.31 without read-only access: the 401 stays quiet, the next use asks again', async () => {
    runFirmware('onbattery-2026.03.31');
    window.history.replaceState(null, '', '/overview');
    const api = fakeDeviceApi({
      'GET /api/powerlimiter/status': new Response('', { status: 401, statusText: 'Unauthorized' }),
    });
    await nextRead();
    expect(window.location.pathname).toBe('/overview');
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    // Logged in later: read again at once, not a minute later.
    fakeDeviceApi({ 'GET /api/powerlimiter/status': powerLimiter2026() });
    await refreshLimiterStatus(clock + 1);
    expect([...governedSerials(getLimiterStatus())]).toEqual([LIMITER_2026_SERIALS.garage]);
  });

  it('plain OpenDTU v26.3.30: no limiter, and its path is never asked', async () => {
    runFirmware('opendtu-v26.3.30');
    const api = fakeDeviceApi({ 'GET /api/powerlimiter/status': powerLimiter2026() });
    await nextRead();
    expect(getLimiterStatus()).toBeNull();
    expect(governedSerials(getLimiterStatus()).size).toBe(0);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
