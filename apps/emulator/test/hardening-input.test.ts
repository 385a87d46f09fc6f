import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, postData } from './support/core-fixture.ts';

const WRITE_ROUTES = [
  '/api/dtu/config',
  '/api/device/config',
  '/api/mqtt/config',
  '/api/network/config',
  '/api/ntp/config',
  '/api/ntp/time',
  '/api/security/config',
  '/api/vedirect/config',
  '/api/powermeter/config',
  '/api/powerlimiter/config',
  '/api/battery/config',
  '/api/huawei/config',
  '/api/huawei/limit/config',
  '/api/powermeter/testhttprequest',
  '/api/limit/config',
  '/api/power/config',
  '/api/inverter/add',
  '/api/inverter/edit',
  '/api/inverter/del',
  '/api/inverter/order',
  '/api/maintenance/reboot',
  '/api/config/delete',
];

let env: Awaited<ReturnType<typeof makeApp>>;
beforeAll(async () => {
  env = await makeApp({ factory: false });
});
afterAll(async () => {
  await env.close();
});

const nested = (depth: number, key = 'a') => `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested data', () => {
  it('answers "Failed to parse data!" beyond the firmware parser nesting limit, on every write route', async () => {
    for (const url of WRITE_ROUTES) {
      for (const data of [nested(10_000), `[${'['.repeat(20_000)}${']'.repeat(20_000)}]`, nested(11, 'x')]) {
        const res = await postData(env.app, url, data);
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toEqual({ type: 'warning', message: 'Failed to parse data!', code: 1004 });
      }
    }
  });

  it('still reads data nested up to ten levels', async () => {
    const res = await postData(env.app, '/api/maintenance/reboot', nested(10, 'x'));
    expect(res.json().code).toBe(1005);
  });
});
