import { expect } from '@playwright/test';
import type { RunningEmulator } from './emulator.ts';
import { ADMIN_AUTH } from './login.ts';

/** Adds an inverter over the device's REST API (a `--factory` device has none). */
export async function addInverter(device: RunningEmulator, serial: string, name: string): Promise<void> {
  const body = new FormData();
  body.set('data', JSON.stringify({ serial, name }));
  const res = await fetch(`${device.url}/api/inverter/add`, {
    method: 'POST',
    body,
    headers: { authorization: ADMIN_AUTH },
  });
  expect(((await res.json()) as { type: string }).type).toBe('success');
}

/** How `/sites` names a device: `host:port`. */
export const host = (device: RunningEmulator) => `127.0.0.1:${device.port}`;

/** A power as `/sites` shows it in English, without decimals. */
export const watts = (value: number) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value)} W`;

/** The device's own total AC power (`/api/livedata/status`). */
export async function totalPowerW(device: RunningEmulator): Promise<number> {
  const status = (await (await fetch(`${device.url}/api/livedata/status`)).json()) as {
    total: { Power: { v: number } };
  };
  return status.total.Power.v;
}
