import { apiResponseSchema } from '@dtu/contract/schemas';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, formData, makeApp, postData, postMultipart } from './support/core-fixture.ts';

const opened = closeAfterEach();

async function setup() {
  const env = await opened(makeApp());
  return env.app;
}

const REBOOT = '/api/maintenance/reboot';

describe('write requests (data field)', () => {
  it('answers 1004 for data={ and keeps answering afterwards', async () => {
    const app = await setup();
    const res = await postData(app, REBOOT, '{');
    expect(apiResponseSchema.parse(res.json())).toEqual({
      type: 'warning',
      message: 'Failed to parse data!',
      code: 1004,
    });
    const empty = await postData(app, REBOOT, '');
    expect(empty.json().code).toBe(1004);
    const status = await app.inject({ url: '/api/system/status' });
    expect(status.statusCode).toBe(200);
  });

  it('answers 1002 without a data field, for raw JSON bodies and for other content types', async () => {
    const app = await setup();
    const noData = await postMultipart(app, REBOOT, { other: '{"reboot":false}' });
    expect(apiResponseSchema.parse(noData.json())).toEqual({
      type: 'warning',
      message: 'No values found!',
      code: 1002,
    });
    const json = await app.inject({
      method: 'POST',
      url: REBOOT,
      payload: { data: '{"reboot":false}' },
      headers: { authorization: ADMIN_AUTH },
    });
    expect(json.json().code).toBe(1002);
    const text = await app.inject({
      method: 'POST',
      url: REBOOT,
      payload: 'data={"reboot":false}',
      headers: { authorization: ADMIN_AUTH, 'content-type': 'text/x-odd' },
    });
    expect(text.json().code).toBe(1002);
    const query = await app.inject({
      method: 'POST',
      url: `${REBOOT}?data=%7B%7D`,
      headers: { authorization: ADMIN_AUTH },
    });
    expect(query.json().code).toBe(1002);
  });

  it('reads multipart and urlencoded bodies alike', async () => {
    const app = await setup();
    const viaMultipart = await postData(app, REBOOT, { reboot: false });
    expect(viaMultipart.json()).toEqual({ type: 'warning', message: 'Reboot cancled!', code: 6002 });
    const form = formData('{"reboot":false}');
    const viaForm = await app.inject({
      method: 'POST',
      url: REBOOT,
      payload: form.payload,
      headers: { ...form.headers, authorization: ADMIN_AUTH },
    });
    expect(viaForm.json()).toEqual({ type: 'warning', message: 'Reboot cancled!', code: 6002 });
  });

  it('answers malformed multipart and invalid UTF-8 with a 4xx or 1002/1004, never a 5xx', async () => {
    const app = await setup();
    const bodies: { payload: Buffer | string; type: string }[] = [
      {
        payload: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"re',
        type: 'multipart/form-data; boundary=x',
      },
      { payload: 'garbage without boundary', type: 'multipart/form-data' },
      {
        payload: Buffer.from([0x64, 0x61, 0x74, 0x61, 0x3d, 0xff, 0xfe, 0x7b]),
        type: 'application/x-www-form-urlencoded',
      },
      {
        payload: Buffer.concat([
          Buffer.from('--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n'),
          Buffer.from([0xc3, 0x28, 0xff]),
          Buffer.from('\r\n--b--\r\n'),
        ]),
        type: 'multipart/form-data; boundary=b',
      },
      { payload: '{"data": ', type: 'application/json' },
    ];
    for (const { payload, type } of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: REBOOT,
        payload,
        headers: { 'content-type': type, authorization: ADMIN_AUTH },
      });
      expect(res.statusCode, type).toBeLessThan(500);
      if (res.statusCode === 200) expect([1002, 1004]).toContain(res.json().code);
    }
    expect((await app.inject({ url: '/api/system/status' })).statusCode).toBe(200);
  });

  it('answers 1005 and 6001 for the reboot call', async () => {
    const app = await setup();
    expect((await postData(app, REBOOT, {})).json()).toEqual({
      type: 'warning',
      message: 'Values are missing!',
      code: 1005,
    });
    expect((await postData(app, REBOOT, { reboot: true })).json()).toEqual({
      type: 'success',
      message: 'Reboot triggered!',
      code: 6001,
    });
  });
});
