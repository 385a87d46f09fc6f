import { huaweiLimitConfigSchema, huaweiLiveDataSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, post } from './live-fixture.ts';
import { onBatteryApp, run } from './onbattery-fixture.ts';
import { closeAfterAll } from './support/close-after-each.ts';
import { postData, postMultipart } from './support/core-fixture.ts';

const opened = closeAfterAll();
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await opened(onBatteryApp()));
  await app.device.save((draft) => {
    // Manual control: auto power would overwrite the current the tests set.
    draft.huawei.auto_power_enabled = false;
  });
  await app.device.save(() => undefined);
});

const URL = '/api/huawei/limit/config';
const limit = (over: Record<string, unknown>) => ({
  voltage: 50,
  voltage_valid: false,
  current: 0,
  current_valid: false,
  online: true,
  ...over,
});
const charger = () => app.onBattery.system.installation.charger;

describe('POST /api/huawei/limit/config', () => {
  it('answers the shared pre-checks first', async () => {
    const none = await postMultipart(app, URL, { other: '1' });
    expect(none.json().code).toBe(1002);
    expect((await post(app, URL, '{bad')).code).toBe(1004);
  });

  it('needs admin credentials', async () => {
    const reply = await postData(app, URL, limit({}), null);
    expect(reply.statusCode).toBe(401);
  });

  it('wants to know online or offline (5003)', async () => {
    const { online: _omit, ...rest } = limit({});
    const answer = await post(app, URL, rest);
    expect(answer).toMatchObject({ type: 'warning', code: 5003 });
  });

  it.each([
    [41.99, true, 42],
    [58.01, true, 42],
    [47.99, false, 48],
    [58.5, false, 48],
  ])('rejects voltage %s (online %s) with 5002 and min %s', async (voltage, online, min) => {
    const answer = await post(app, URL, limit({ voltage, voltage_valid: true, online }));
    expect(answer).toMatchObject({ type: 'warning', code: 5002, param: { max: 58, min } });
  });

  it.each([
    [42, true],
    [58, true],
    [48, false],
  ])('accepts voltage %s (online %s)', async (voltage, online) => {
    const answer = await post(app, URL, limit({ voltage, voltage_valid: true, online }));
    expect(answer).toMatchObject({ type: 'success', code: 1001 });
    expect((online ? charger().online : charger().offline).voltageV).toBe(voltage);
  });

  it.each([-0.01, 60.01])('rejects current %s with 5002 (0…60)', async (current) => {
    const answer = await post(app, URL, limit({ current, current_valid: true }));
    expect(answer).toMatchObject({ type: 'warning', code: 5002, param: { max: 60, min: 0 } });
  });

  it('ignores values whose valid flag is off', async () => {
    const before = { ...charger().online };
    const answer = await post(app, URL, limit({ voltage: 99, current: -5 }));
    expect(answer.code).toBe(1001);
    expect(charger().online).toEqual(before);
  });

  it('applies the voltage before checking the current', async () => {
    const answer = await post(
      app,
      URL,
      limit({ voltage: 52.5, voltage_valid: true, current: 61, current_valid: true }),
    );
    expect(answer.code).toBe(5002);
    expect(charger().online.voltageV).toBe(52.5);
  });

  it('persists the config on success (save count + 1)', async () => {
    const before = app.device.config.cfg.save_count;
    const body = limit({ current: 0, current_valid: true });
    huaweiLimitConfigSchema.parse(body);
    expect((await post(app, URL, body)).code).toBe(1001);
    expect(app.device.config.cfg.save_count).toBe(before + 1);
  });

  it('drives the charger: an online current makes it charge, an offline one does not', async () => {
    run(app, 5000);
    await post(app, URL, limit({ voltage: 56, voltage_valid: true, current: 0, current_valid: true }));
    run(app, 5000);
    expect(
      huaweiLiveDataSchema.parse(await getJson(app, '/api/huaweilivedata/status')).output_current.v,
    ).toBe(0);

    await post(
      app,
      URL,
      limit({ voltage: 56, voltage_valid: true, current: 12, current_valid: true, online: false }),
    );
    run(app, 5000);
    expect(huaweiLiveDataSchema.parse(await getJson(app, '/api/huawei/status')).output_current.v).toBe(0);

    await post(app, URL, limit({ current: 12, current_valid: true, online: true }));
    run(app, 5000);
    const body = huaweiLiveDataSchema.parse(await getJson(app, '/api/huaweilivedata/status'));
    expect(body.output_current.v).toBeCloseTo(12, 1);
    expect(body.max_output_current.v).toBe(12);
    expect(body.output_power.v).toBeGreaterThan(500);
    expect(body.input_power.v).toBeGreaterThan(body.output_power.v);
    expect(body.efficiency.v).toBeGreaterThan(85);
    expect(body.efficiency.v).toBeLessThan(100);
  });
});
