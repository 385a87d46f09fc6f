import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { closeAfterEach } from './support/close-after-each.ts';

const ADMIN = `Basic ${Buffer.from('admin:openDTU42').toString('base64')}`;
const opened = closeAfterEach();

describe('firmware update inside the emulator app', () => {
  it('is registered, accepts a valid image and restarts the device', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dtu-fw-'));
    const app = await buildApp({ dataDir, webappDir: dataDir, rebootMs: 50 });
    await opened({
      close: async () => {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    });
    const image = Buffer.alloc(2048, 1);
    image[0] = 0xe9;
    const form = new FormData();
    form.append('MD5', createHash('md5').update(image).digest('hex'));
    form.append('firmware', new Blob([new Uint8Array(image)]), 'firmware.bin');
    const encoded = new Response(form);
    const response = await app.inject({
      method: 'POST',
      url: '/api/firmware/update',
      headers: { authorization: ADMIN, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    await expect.poll(() => app.device.rebooting, { timeout: 3000 }).toBe(true);
  });
});
