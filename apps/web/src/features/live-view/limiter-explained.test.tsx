import { normaliseLimiterStatus } from '@dtu/contract';
import {
  acChannel,
  liveInverter,
  liveValue,
  VALID_SETTINGS,
  vedirectInstance,
  vedirectLive,
} from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livedataStore } from '../../live/livedata.ts';
import { EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { LimiterExplained } from './limiter-explained.tsx';

const value = (v: number, u: string, d = 0) => liveValue(v, u, d);
// The inverter the 2024.05.03 status governs, from the battery.
const governed = normaliseLimiterStatus(VALID_SETTINGS.powerlimiter)!.governed[0]!;

function serve(plState: number) {
  fakeDeviceApi({
    'GET /api/vedirectlivedata/status': vedirectLive(
      {
        HQ1: vedirectInstance('SmartSolar MPPT 100|30', 0, { outputW: 300, inputW: 312 }),
        HQ2: vedirectInstance('SmartSolar MPPT 100|30', 0, { outputW: 112, inputW: 118 }),
      },
      plState,
    ),
    'GET /api/powerlimiter/status': {
      ...VALID_SETTINGS.powerlimiter,
      solar_passthrough_losses: 3,
      battery_soc_start_threshold: 60,
      battery_soc_stop_threshold: 20,
      full_solar_passthrough_soc: 100,
    },
  });
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  livedataStore.set({
    ...EMPTY_LIVEDATA,
    battery: { enabled: true, soc: value(45, '%') },
    power_meter: { enabled: true, Power: value(120, 'W', 1) },
    solarcharger: { enabled: true, power: value(430, 'W', 1) },
    streams: { solar: '/vedirectlivedata' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('power limiter explained', () => {
  it('shows state, requested limit, the energy flow with figures and the rule in charge', async () => {
    serve(2);
    render(
      <LimiterExplained
        inverter={liveInverter('114182345678', { AC: { '0': acChannel(390) } })}
        governed={governed}
      />,
    );
    expect(await screen.findByText('Power limiter: feeding in solar power only · Limit: 350 W')).toBeTruthy();
    const flow = screen.getByRole('figure');
    // 430 W from the modules, 412 W out of the two controllers, 390 W AC, 120 W drawn from the grid.
    expect(flow.textContent).toBe(
      'Energy flowSolar430 W →Charge controller412 W →Battery 45% →Inverter390 W →Home← 120 WGrid',
    );
    expect(await screen.findByText(/412 W − 3 % losses = 400 W/)).toBeTruthy();
  });

  it('names the stop threshold while the battery is too low', async () => {
    livedataStore.set({ ...livedataStore.get(), battery: { enabled: true, soc: value(18, '%') } });
    serve(1);
    render(<LimiterExplained inverter={liveInverter('114182345678')} governed={governed} />);
    const rule = (await screen.findByText(/stop threshold/)).closest('p');
    expect(rule?.textContent).toBe(
      'Why: Battery at 18 %, not above the stop threshold 20 %: off until 60 %.',
    );
  });
});
