import { apiResponseSchema, securityConfigSchema } from '@dtu/contract/schemas';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const WRONG_AUTH = `Basic ${Buffer.from('admin:wrong-password').toString('base64')}`;
const opened = closeAfterEach();

/**
 * Every generation checks credentials the same way (`WebApiClass::checkCredentials*` in
 * `src/WebApi.cpp` at each tag); the status answer is recognised by its generation's config version
 * (its shape is checked per generation elsewhere).
 */
describe.each(PERSONALITIES)('access classes on $firmware', ({ firmware, configVersion }) => {
  const isStatus = (body: { config_version?: string }) => expect(body.config_version).toBe(configVersion);

  it('admin endpoints answer 401 with an empty body and challenge only without X-Requested-With', async () => {
    const env = await opened(makeApp({ firmware }));
    const plain = await env.app.inject({ url: '/api/security/config' });
    expect(plain.statusCode).toBe(401);
    expect(plain.body).toBe('');
    expect(plain.headers['www-authenticate']).toBe('Basic realm="Login Required"');
    const xhr = await env.app.inject({
      url: '/api/security/config',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(xhr.statusCode).toBe(401);
    expect(xhr.headers['www-authenticate']).toBeUndefined();
    const wrong = await env.app.inject({
      url: '/api/security/config',
      headers: { authorization: WRONG_AUTH },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await env.app.inject({ url: '/api/security/config', headers: { authorization: ADMIN_AUTH } });
    expect(ok.statusCode).toBe(200);
    expect(securityConfigSchema.parse(ok.json())).toEqual({ password: 'openDTU42', allow_readonly: true });
  });

  it('read-only endpoints skip the check while allow_readonly is true, even with wrong credentials', async () => {
    const env = await opened(makeApp({ firmware }));
    const anonymous = await env.app.inject({ url: '/api/system/status' });
    expect(anonymous.statusCode).toBe(200);
    isStatus(anonymous.json());
    const wrong = await env.app.inject({ url: '/api/system/status', headers: { authorization: WRONG_AUTH } });
    expect(wrong.statusCode).toBe(200);
  });

  it('allow_readonly:false makes /api/system/status 401 without credentials; public files stay open', async () => {
    const env = await opened(makeApp({ firmware }));
    const saved = await postData(env.app, '/api/security/config', {
      password: 'openDTU42',
      allow_readonly: false,
    });
    expect(apiResponseSchema.parse(saved.json())).toEqual({
      type: 'success',
      message: 'Settings saved!',
      code: 1001,
    });
    const anonymous = await env.app.inject({ url: '/api/system/status' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toBe('');
    expect(anonymous.headers['www-authenticate']).toBe('Basic realm="Login Required"');
    const wrong = await env.app.inject({ url: '/api/system/status', headers: { authorization: WRONG_AUTH } });
    expect(wrong.statusCode).toBe(401);
    const admin = await env.app.inject({ url: '/api/system/status', headers: { authorization: ADMIN_AUTH } });
    expect(admin.statusCode).toBe(200);
    const zones = await env.app.inject({ url: '/zones.json' });
    expect(zones.statusCode).toBe(200);
    const index = await env.app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
  });

  it('matches sub-paths below a handler path like the firmware', async () => {
    const env = await opened(makeApp({ firmware }));
    const res = await env.app.inject({ url: '/api/system/status/extra' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    isStatus(res.json());
  });
});
