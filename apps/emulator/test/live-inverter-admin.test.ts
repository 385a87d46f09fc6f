import { ADDED_INVERTER, INVERTER_ADD } from '@dtu/contract/fixtures';
import { inverterListSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advanceBySteps, DEMO_HM, DEMO_HMS, DEMO_HMT, getJson, liveApp, post } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH } from './support/core-fixture.ts';
import { PERSONALITIES, type PersonalityFacts } from './support/personality-facts.ts';

const opened = closeAfterEach();

/**
 * `/api/inverter/list` of the generation: each entry carries the generation's extra keys (false on
 * every slot these tests write, `clear_eventlog` right after `zero_day`), the rest passes the
 * 2024.05.03 schema.
 */
async function listOf(facts: PersonalityFacts, app: FastifyInstance) {
  const reply = await app.inject({ url: '/api/inverter/list', headers: { authorization: ADMIN_AUTH } });
  const body = reply.json() as { inverter: Record<string, unknown>[] };
  for (const entry of body.inverter) {
    const keys = Object.keys(entry);
    for (const extra of facts.inverterListExtras) {
      expect(entry[extra], extra).toBe(false);
      expect(keys[keys.indexOf('zero_day') + 1]).toBe(extra);
      delete entry[extra];
    }
  }
  return inverterListSchema.parse(body).inverter;
}

const NAME_31 = `${'x'.repeat(29)}é`;
const NAME_32 = `${'x'.repeat(30)}é`;
const { serial } = INVERTER_ADD;

describe.each(PERSONALITIES)('inverter management on $firmware', (facts) => {
  const { firmware } = facts;
  const list = (app: FastifyInstance) => listOf(facts, app);
  const factoryApp = async () => (await opened(liveApp({ inverters: 'none', firmware }))).app;

  it('lists for admins only, even with read-only access allowed', async () => {
    const app = await factoryApp();
    const reply = await app.inject({
      url: '/api/inverter/list',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(reply.statusCode).toBe(401);
  });

  it('adds with every check at its boundary', async () => {
    const app = await factoryApp();
    const add = (data: unknown) => post(app, '/api/inverter/add', data).then((a) => a.code);
    expect(await add({ serial })).toBe(1005);
    expect(await add({ serial: '0', name: '' })).toBe(4001);
    expect(await add({ serial: 'zz', name: 'A' })).toBe(4001);
    expect(await post(app, '/api/inverter/add', { serial, name: '' })).toMatchObject({
      code: 4002,
      param: { max: 31 },
    });
    expect(await add({ serial, name: NAME_32 })).toBe(4002);
    expect(await post(app, '/api/inverter/add', { serial, name: NAME_31 })).toEqual({
      type: 'success',
      message: 'Inverter created!',
      code: 4004,
    });
    for (let i = 1; i < 10; i++)
      expect(await add({ serial: `1164932108${i}0`, name: `Inv ${i}` })).toBe(4004);
    expect(await post(app, '/api/inverter/add', { serial: '116493210999', name: 'Eleven' })).toMatchObject({
      code: 4003,
      param: { max: 10 },
    });

    const entries = await list(app);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toEqual({ ...ADDED_INVERTER, name: NAME_31 });
    expect(entries[1]!.type).toBe('HMS-1600/1800/2000-4T');
    // The simulation picks the new inverters up at once, in the order they were added.
    const live = await getJson(app, '/api/livedata/status');
    expect(live.inverters.map((i: { serial: string }) => i.serial)).toEqual(entries.map((e) => e.serial));
  });

  it('keeps an unknown serial in the config only', async () => {
    const app = await factoryApp();
    expect((await post(app, '/api/inverter/add', { serial: 'abcdef123456', name: 'Odd' })).code).toBe(4004);
    const [entry] = await list(app);
    expect(entry!.type).toBe('Unknown');
    expect(entry!.channel).toHaveLength(6);
    expect((await getJson(app, '/api/livedata/status')).inverters).toEqual([]);
    expect(await getJson(app, '/api/limit/status')).toEqual({});
  });

  it('edits with every check at its boundary and applies the change at once', async () => {
    const app = await factoryApp();
    await post(app, '/api/inverter/add', INVERTER_ADD);
    const [entry] = await list(app);
    expect(entry).toEqual(ADDED_INVERTER);
    const edit = (data: object) => post(app, '/api/inverter/edit', { ...entry, ...data }).then((a) => a.code);
    const { channel: _channel, ...withoutChannel } = entry!;
    expect((await post(app, '/api/inverter/edit', withoutChannel)).code).toBe(1005);
    expect(await edit({ id: 10 })).toBe(4005);
    expect(await edit({ id: 9, serial: '0' })).toBe(4001);
    expect(await edit({ name: NAME_32 })).toBe(4002);
    expect(await edit({ channel: [] })).toBe(4006);
    const seven = Array.from({ length: 7 }, () => ({ name: 'S', max_power: 400, yield_total_offset: 0 }));
    expect(await edit({ channel: seven })).toBe(4006);
    expect(await edit({ channel: seven.slice(0, 6) })).toBe(4007);
    expect(
      await edit({
        name: 'Carport',
        channel: [
          { name: 'South', max_power: '420', yield_total_offset: 12.5 },
          { name: 'x'.repeat(40), max_power: 0, yield_total_offset: 0 },
        ],
        poll_enable_night: false,
        reachable_threshold: 5,
        zero_day: true,
      }),
    ).toBe(4007);
    const [changed] = await list(app);
    expect(changed).toMatchObject({
      name: 'Carport',
      poll_enable_night: false,
      reachable_threshold: 5,
      zero_day: true,
      channel: [
        { name: 'South', max_power: 420, yield_total_offset: 12.5 },
        { name: 'x'.repeat(30), max_power: 0, yield_total_offset: 0 },
      ],
    });
    await advanceBySteps(app, 10_000, 5000);
    const [inv] = (await getJson(app, `/api/livedata/status?inv=${serial}`)).inverters;
    expect(inv.name).toBe('Carport');
    expect(inv.DC['0'].Irradiation.max).toBe(420);
    expect(inv.DC['1'].Irradiation).toBeUndefined();
  });

  // Both generations read the flags and the threshold with ArduinoJson 7's `root[key] | default`
  // (`src/WebApi_inverter.cpp` `onInverterEdit` @ 2024.05.03, 2026.03.31, v26.3.30), which takes
  // the value only when it has the default's type: a number for a flag, a numeric string or a
  // negative number for the threshold, `null` for anything give the default, and the threshold's
  // unsigned value is stored in a uint8_t. A channel name must be a string (`| ""`); `max_power`
  // and `yield_total_offset` are converted (`as<uint16_t>()`, `as<float>()`), strings included.
  it('takes a flag, the threshold and a channel name only in their own JSON type, else the default', async () => {
    const app = await factoryApp();
    await post(app, '/api/inverter/add', INVERTER_ADD);
    const [entry] = await list(app);
    const edit = async (data: object) => {
      expect((await post(app, '/api/inverter/edit', { ...entry, ...data })).code).toBe(4007);
      return (await list(app))[0]!;
    };
    const typed = await edit({ poll_enable: false, zero_runtime: true, reachable_threshold: 7 });
    expect([typed.poll_enable, typed.zero_runtime, typed.reachable_threshold]).toEqual([false, true, 7]);
    const loose = await edit({
      poll_enable: 0,
      poll_enable_night: 'false',
      command_enable: null,
      zero_runtime: 1,
      zero_day: 'true',
      yieldday_correction: 1,
      reachable_threshold: '5',
      channel: [{ name: 5, max_power: '420', yield_total_offset: '1.5' }, { name: null }],
    });
    expect(loose).toMatchObject({
      poll_enable: true,
      poll_enable_night: true,
      command_enable: true,
      zero_runtime: false,
      zero_day: false,
      yieldday_correction: false,
      reachable_threshold: 2,
      channel: [
        { name: '', max_power: 420, yield_total_offset: 1.5 },
        { name: '', max_power: 0, yield_total_offset: 0 },
      ],
    });
    const thresholds = [];
    for (const value of [-1, 2.5, true, 300, 255]) {
      thresholds.push((await edit({ reachable_threshold: value })).reachable_threshold);
    }
    expect(thresholds).toEqual([2, 2, 2, 44, 255]);
  });

  it('deletes and orders', async () => {
    const app = await factoryApp();
    for (const demo of [DEMO_HM, DEMO_HMS, DEMO_HMT]) {
      await post(app, '/api/inverter/add', { serial: demo, name: demo });
    }
    expect((await post(app, '/api/inverter/order', {})).code).toBe(1005);
    // Ids arrive as strings; 12 is skipped but still takes position 2.
    expect(await post(app, '/api/inverter/order', { order: ['2', '0', '12', '1'] })).toEqual({
      type: 'success',
      message: 'Inverter order saved!',
      code: 4009,
    });
    expect((await list(app)).map((e) => [e.id, e.order])).toEqual([
      [0, 1],
      [1, 3],
      [2, 0],
    ]);
    expect((await post(app, '/api/inverter/del', {})).code).toBe(1005);
    expect((await post(app, '/api/inverter/del', { id: 10 })).code).toBe(4005);
    expect((await post(app, '/api/inverter/del', { id: 9 })).code).toBe(4008);
    // A string id: read as a number in 2024, refused by the later generations' type check.
    const stringId = (await post(app, '/api/inverter/del', { id: '1' })).code;
    expect(stringId).toBe(facts.strictTypes ? 1005 : 4008);
    if (facts.strictTypes) expect((await post(app, '/api/inverter/del', { id: 1 })).code).toBe(4008);
    expect((await list(app)).map((e) => e.id)).toEqual([0, 2]);
    const live = await getJson(app, '/api/livedata/status');
    expect(live.inverters.map((i: { serial: string }) => i.serial)).toEqual([DEMO_HM, DEMO_HMT]);
  });

  it('keeps a serial too large for a JSON number from wrapping to an empty slot', async () => {
    const app = await factoryApp();
    expect((await post(app, '/api/inverter/add', { serial: 'ffffffffffffffff', name: 'wide' })).code).toBe(
      4004,
    );
    const [entry] = await list(app);
    expect(entry?.serial).not.toBe('000000000');
    expect(BigInt(`0x${entry?.serial}`)).toBeGreaterThan(0n);
  });
});
