import { apiResponseSchema } from '@dtu/contract/schemas';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const opened = closeAfterEach();

describe.each(PERSONALITIES)('/api/security/config on $firmware', ({ firmware }) => {
  const setup = async () => (await opened(makeApp({ firmware }))).app;

  it('answers 10001 with param max 64 for a 7-byte password', async () => {
    const app = await setup();
    const res = await postData(app, '/api/security/config', { password: '1234567', allow_readonly: true });
    expect(res.statusCode).toBe(200);
    expect(apiResponseSchema.parse(res.json())).toEqual({
      type: 'warning',
      message: 'Password must between 8 and 64 characters long!',
      code: 10001,
      param: { max: 64 },
    });
  });

  it('answers 401 with an empty body without credentials and keeps the password', async () => {
    const app = await setup();
    const res = await postData(
      app,
      '/api/security/config',
      { password: 'newpassword', allow_readonly: true },
      null,
    );
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('');
    expect(app.device.config.security.password).toBe('openDTU42');
  });

  it('checks "missing" only for allow_readonly without password; neither key reads password as "null"', async () => {
    const app = await setup();
    const missing = await postData(app, '/api/security/config', { allow_readonly: true });
    expect(apiResponseSchema.parse(missing.json()).code).toBe(1005);
    const neither = await postData(app, '/api/security/config', {});
    expect(neither.json().code).toBe(10001);
    const bytes = await postData(app, '/api/security/config', { password: 'ääää', allow_readonly: true });
    expect(bytes.json().code).toBe(1001);
  });

  it('applies a new password at once and stores allow_readonly (missing → false)', async () => {
    const app = await setup();
    const res = await postData(app, '/api/security/config', { password: 'secret-pass' });
    expect(res.json()).toEqual({ type: 'success', message: 'Settings saved!', code: 1001 });
    expect(app.device.config.security.allow_readonly).toBe(false);
    const old = await app.inject({
      url: '/api/security/authenticate',
      headers: { authorization: ADMIN_AUTH },
    });
    expect(old.statusCode).toBe(401);
    const auth = `Basic ${Buffer.from('admin:secret-pass').toString('base64')}`;
    const fresh = await app.inject({ url: '/api/security/authenticate', headers: { authorization: auth } });
    expect(apiResponseSchema.parse(fresh.json())).toEqual({
      type: 'success',
      message: 'Authentication successful!',
      code: 10002,
    });
  });
});
