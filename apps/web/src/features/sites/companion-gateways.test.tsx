import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteDevices } from '../../live/remote-devices.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { CompanionGateways, companionGateways } from './companion-gateways.tsx';

const own = Number(location.port || 80);
const COMPANION = {
  gateways: [
    { name: 'garage', port: own },
    { name: 'barn', port: own + 1 },
    { name: 'attic', port: own + 2 },
  ],
};

beforeEach(() => {
  localStorage.clear();
  remoteDevices.set([]);
});
afterEach(() => vi.unstubAllGlobals());

describe('the gateways of a companion on /sites', () => {
  it('offers the other gateways not listed yet, and adds one with a click', async () => {
    fakeDeviceApi({ 'GET /companion/gateways': COMPANION });
    const attic = `${location.hostname}:${own + 2}`;
    render(<CompanionGateways listed={[location.host, attic]} />);
    const barn = `${location.hostname}:${own + 1}`;
    await userEvent.click(await screen.findByRole('button', { name: `Add barn (${barn})` }));
    expect(remoteDevices.get()).toEqual([{ host: barn }]);
    // The page's own gateway and the one already listed are not offered.
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it("finds none on a device: its answer to the path is the app's index.html", async () => {
    const { fetchMock } = fakeDeviceApi({
      'GET /companion/gateways': new Response('<!doctype html><title>OpenDTU</title>', {
        headers: { 'content-type': 'text/html' },
      }),
    });
    expect(await companionGateways()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await companionGateways()).toEqual([]);
  });

  it('finds none in a broken list or a failed request, and shows nothing', async () => {
    fakeDeviceApi({ 'GET /companion/gateways': { gateways: [{ name: 'x', port: 'nope' }] } });
    expect(await companionGateways()).toEqual([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { container } = render(<CompanionGateways listed={[]} />);
    expect(await companionGateways()).toEqual([]);
    expect(container.innerHTML).toBe('');
  });
});
