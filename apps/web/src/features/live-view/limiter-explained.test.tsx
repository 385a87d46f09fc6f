import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../live/fake-socket.ts';
import { livedataStore } from '../../live/livedata.ts';
import { EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { acChannel, liveInverter } from '../../test-support/live-fixtures.ts';
import { LimiterExplained } from './limiter-explained.tsx';

const value = (v: number, u: string, d = 0) => ({ v, u, d });
const controller = (outputW: number, inputW: number) => ({
  data_age_ms: 0,
  product_id: 'SmartSolar MPPT 100|30',
  firmware_version: '164',
  values: {
    device: {},
    output: { P: value(outputW, 'W'), V: value(51.2, 'V', 2) },
    input: { PPV: value(inputW, 'W') },
  },
});

function serve(plState: number) {
  fakeDeviceApi({
    'GET /api/vedirectlivedata/status': {
      vedirect: { instances: { HQ1: controller(300, 312), HQ2: controller(112, 118) }, full_update: true },
      dpl: { PLSTATE: plState, PLLIMIT: 350 },
    },
    'GET /api/powerlimiter/status': {
      enabled: true,
      inverter_serial: '18973055014520',
      solar_passthrough_losses: 3,
      ignore_soc: false,
      is_inverter_solar_powered: false,
      battery_soc_start_threshold: 60,
      battery_soc_stop_threshold: 20,
      full_solar_passthrough_soc: 100,
      target_power_consumption: 0,
      target_power_consumption_hysteresis: 10,
      lower_power_limit: 10,
      upper_power_limit: 800,
    },
  });
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  livedataStore.set({
    ...EMPTY_LIVEDATA,
    battery: { enabled: true, soc: value(45, '%') },
    power_meter: { enabled: true, Power: value(120, 'W', 1) },
    vedirect: {
      enabled: true,
      total: { Power: value(430, 'W', 1), YieldDay: value(0, 'Wh'), YieldTotal: value(0, 'kWh', 2) },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('power limiter explained', () => {
  it('shows state, requested limit, the energy flow with figures and the rule in charge', async () => {
    serve(2);
    render(<LimiterExplained inverter={liveInverter('114182345678', { AC: { '0': acChannel(390) } })} />);
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
    render(<LimiterExplained inverter={liveInverter('114182345678')} />);
    const rule = (await screen.findByText(/stop threshold/)).closest('p');
    expect(rule?.textContent).toBe(
      'Why: Battery at 18 %, not above the stop threshold 20 %: off until 60 %.',
    );
  });
});
