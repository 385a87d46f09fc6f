import { deviceConfig2026, mqttConfig2026, networkConfig2026, ntpConfig2026 } from '@dtu/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData, type TestApp } from './support/core-fixture.ts';

const opened = closeAfterEach();

const get = ({ app }: TestApp, url: string) =>
  app.inject({ url, headers: { authorization: ADMIN_AUTH } }).then((r) => r.json());

/** The stored configuration without the counter every save advances. */
function stored({ app }: TestApp) {
  const { cfg, ...rest } = structuredClone(app.device.config) as unknown as { cfg: object } & object;
  const { save_count: _, ...version } = cfg as { save_count: number };
  return { cfg: version, ...rest };
}

describe.each(['opendtu-v26.3.30', 'onbattery-2026.03.31'] as const)('flat settings of %s', (firmware) => {
  it('answer the shapes of the shared 2026 fixtures', async () => {
    const device = await opened(makeApp({ firmware }));
    expect(await get(device, '/api/ntp/config')).toEqual(ntpConfig2026());
    expect(await get(device, '/api/mqtt/config')).toEqual(mqttConfig2026());
    expect(await get(device, '/api/network/config')).toEqual(networkConfig2026());
    expect((await get(device, '/api/device/config')).display).toEqual(deviceConfig2026().display);
  });

  it('store nothing new when what a page loaded is saved back', async () => {
    // The demo: a factory device has no SSID and no pin profile, which the firmware refuses to save.
    const device = await opened(makeApp({ firmware, factory: false }));
    for (const path of ['/api/ntp/config', '/api/mqtt/config', '/api/network/config', '/api/device/config']) {
      const before = stored(device);
      const loaded = await get(device, path);
      const answer = await postData(device.app, path, loaded);
      expect(answer.json().code, path).toBe(1001);
      expect(stored(device), path).toEqual(before);
    }
  });
});
