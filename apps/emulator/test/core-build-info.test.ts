import { gitHashOf } from '@dtu/contract';
import { systemStatusSchema } from '@dtu/contract/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { dtuIdentity } from '../src/integrations/mqtt/dtu-identity.ts';
import { closeAfterAll } from './support/close-after-each.ts';
import { makeApp, type TestApp } from './support/core-fixture.ts';

const opened = closeAfterAll();
let env: TestApp;
beforeAll(async () => {
  env = await opened(makeApp({ factory: false }));
});

describe('the firmware build the emulated device claims', () => {
  it('is the release tag the API describes, the same on every channel', async () => {
    const status = systemStatusSchema.parse((await env.app.inject({ url: '/api/system/status' })).json());
    // docs/firmware/onbattery-2024.05.03/settings.md §2.14: exact tag "2024.05.03", branch e.g. "master", pioenv e.g. "generic_esp32".
    expect(status.git_hash).toBe('2024.05.03');
    expect(status.git_branch).toBe('master');
    expect(status.pioenv).toBe('generic_esp32');
    // An exact upstream tag: the web's update check compares like with like (tag...HEAD upstream).
    expect(gitHashOf(status.git_hash)).toBeUndefined();
    expect(dtuIdentity(env.app.device).version).toBe(status.git_hash);
    const metrics = await env.app.inject({ url: '/api/prometheus/metrics' });
    expect(metrics.body).toContain(`id="${status.git_hash}"`);
  });
});
