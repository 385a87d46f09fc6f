import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, gatewayBehindCompanion } from './support/companion-fixture.ts';

// Firmware 2024.05.03 (the emulator's generation): multipart uploads, Basic auth.
const ESP32_IMAGE_MAGIC = 0xe9;

const setup = gatewayBehindCompanion();

/** Calls `read` until it passes: across the restart an upload causes (refused, then answering again). */
const afterRestart = <T>(read: () => Promise<T>) => vi.waitFor(read, { timeout: 20_000, interval: 100 });

/** An upload as the app sends it: a multipart form, the admin's Basic credentials. */
const postAdmin = (path: string, form: FormData) =>
  fetch(`${setup.via}${path}`, { method: 'POST', body: form, headers: { authorization: ADMIN } });

const readAdmin = async (path: string) => {
  const reply = await fetch(`${setup.via}${path}`, { headers: { authorization: ADMIN } });
  expect(reply.status).toBe(200);
  return reply.json();
};

describe('uploads through the companion (2024.05.03)', () => {
  it('streams a firmware image of 1 MiB byte for byte: the gateway finds its MD5', async () => {
    const image = Buffer.alloc(1024 * 1024);
    for (let index = 0; index < image.length; index += 1) image[index] = (index * 7919) % 251;
    image[0] = ESP32_IMAGE_MAGIC;
    const form = new FormData();
    form.append('MD5', createHash('md5').update(image).digest('hex'));
    form.append('firmware', new Blob([new Uint8Array(image)]), 'firmware.bin');
    const reply = await postAdmin('/api/firmware/update', form);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('OK');
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('restores a config file: the gateway restarts with it', async () => {
    // The image before restarted the gateway: this waits until it is back.
    const config = (await afterRestart(() => readAdmin('/api/config/get?file=config.json'))) as {
      ntp: { server: string };
    };
    config.ntp.server = 'restored.example';
    const form = new FormData();
    form.append('config', new Blob([JSON.stringify(config)], { type: 'application/json' }), 'config.json');
    const reply = await postAdmin('/api/config/upload?file=config.json', form);
    expect(await reply.text()).toBe('OK');
    await afterRestart(async () =>
      expect(await readAdmin('/api/ntp/config')).toMatchObject({ ntp_server: 'restored.example' }),
    );
  });

  it('passes a refused upload on as the gateway answers it (a wrong MD5)', async () => {
    await afterRestart(() => readAdmin('/api/system/status'));
    const form = new FormData();
    form.append('MD5', '0123456789abcdef0123456789abcdef');
    form.append('firmware', new Blob([new Uint8Array([ESP32_IMAGE_MAGIC, 1, 2, 3])]), 'firmware.bin');
    const reply = await postAdmin('/api/firmware/update', form);
    expect(reply.status).toBe(400);
    expect(await reply.text()).toBe('Could not end OTA');
  });

  it("passes the gateway's early 401 to an upload without a login on, not a reset connection", async () => {
    await afterRestart(() => readAdmin('/api/system/status'));
    const form = new FormData();
    // Larger than the sockets' buffers: the gateway answers and closes while the body is still coming.
    form.append('firmware', new Blob([new Uint8Array(5 * 1024 * 1024)]), 'firmware.bin');
    const direct = await fetch(`${setup.gateway.origin}/api/firmware/update`, { method: 'POST', body: form });
    const through = await fetch(`${setup.via}/api/firmware/update`, { method: 'POST', body: form });
    expect(through.status).toBe(401);
    expect([through.status, await through.text()]).toEqual([direct.status, await direct.text()]);
  });
});
