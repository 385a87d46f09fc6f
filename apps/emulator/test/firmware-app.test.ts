import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp } from './support/core-fixture.ts';

const opened = closeAfterEach();

describe('firmware update inside the emulator app', () => {
  it('is registered, accepts a valid image and restarts the device', async () => {
    const { app } = await opened(makeApp({ factory: false, rebootMs: 50 }));
    const image = Buffer.alloc(2048, 1);
    image[0] = 0xe9;
    const form = new FormData();
    form.append('MD5', createHash('md5').update(image).digest('hex'));
    form.append('firmware', new Blob([new Uint8Array(image)]), 'firmware.bin');
    const encoded = new Response(form);
    const response = await app.inject({
      method: 'POST',
      url: '/api/firmware/update',
      headers: { authorization: ADMIN_AUTH, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    await expect.poll(() => app.device.rebooting, { timeout: 3000 }).toBe(true);
  });
});
