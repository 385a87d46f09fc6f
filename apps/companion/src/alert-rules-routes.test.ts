import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPANION_ALERT_RULES_PATH } from '@dtu/alerts/companion-rules.ts';
import { DEFAULT_RULES } from '@dtu/alerts/rules.ts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardAccess } from './access.ts';
import { openAlertRules, RULES_FILE } from './alert-rules-file.ts';
import { registerAlertRulesRoutes } from './alert-rules-routes.ts';

const ADMIN = 'Basic admin';

async function companionRules() {
  const dir = await mkdtemp(join(tmpdir(), 'companion-rules-'));
  const file = await openAlertRules(dir, DEFAULT_RULES, () => undefined);
  let changes = 0;
  const app = Fastify();
  guardAccess(app, { admits: async (authorization) => authorization === ADMIN, reads: async () => true });
  registerAlertRulesRoutes(app, file, true, () => {
    changes += 1;
  });
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: COMPANION_ALERT_RULES_PATH,
      headers: { 'content-type': 'application/json', authorization: ADMIN, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const rules = async () => (await app.inject({ url: COMPANION_ALERT_RULES_PATH })).json().rules;
  return { dir, app, post, rules, changes: () => changes };
}

const offlineOff = { ...DEFAULT_RULES, offline: { ...DEFAULT_RULES.offline, on: false } };

describe('/companion/alerts/rules', () => {
  it('answers the rules it evaluates and whether it sends alerts anywhere', async () => {
    const { app } = await companionRules();
    const reply = await app.inject({ url: COMPANION_ALERT_RULES_PATH });
    expect(reply.json()).toEqual({ rules: DEFAULT_RULES, sends: true });
  });

  it('takes the rules from the admin, applies them at once and keeps them in the data dir', async () => {
    const { dir, post, rules, changes } = await companionRules();
    const reply = await post({ rules: offlineOff });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().rules.offline.on).toBe(false);
    expect(changes()).toBe(1);
    expect(await rules()).toEqual(offlineOff);
    expect(JSON.parse(await readFile(join(dir, RULES_FILE), 'utf8'))).toEqual(offlineOff);
    // A restarted companion reads them back, whatever the config file says.
    const again = await openAlertRules(dir, DEFAULT_RULES, () => undefined);
    expect(again.get()).toEqual(offlineOff);
  });

  it('refuses bad input with a clear 4xx and loses nothing', async () => {
    const { dir, post, rules, changes } = await companionRules();
    await post({ rules: offlineOff });
    const refusals: [unknown, Record<string, string>, number, RegExp?][] = [
      [{ rules: offlineOff }, { authorization: 'Basic nobody' }, 401, /admin login/],
      ['{"rules": ', {}, 400, /no JSON/],
      [{ rules: offlineOff }, { 'content-type': 'text/plain' }, 415],
      [{ rules: { offline: { on: true } } }, {}, 400, /missing: unreachable, noon/],
      [
        { rules: { ...offlineOff, grid: { ...offlineOff.grid, limit: -1 } } },
        {},
        400,
        /grid\.limit: a whole number from 0 to 100000/,
      ],
      [{ rules: { ...offlineOff, soc: { on: 'yes' } } }, {}, 400, /soc\.on/],
      [{ rules: offlineOff, pad: 'x'.repeat(20_000) }, {}, 413],
      [[], {}, 400, /naming every rule/],
      [
        { rules: { ...offlineOff, offline: { on: true, delay: null } } },
        {},
        400,
        /offline\.delay: a whole number/,
      ],
      [
        { rules: { ...offlineOff, noon: { on: true, clear: 5000 } } },
        {},
        400,
        /noon\.clear: a whole number from 0 to 1440/,
      ],
      [{ rules: { ...offlineOff, sunset: { on: true } } }, {}, 400, /unknown rules: sunset/],
      [{ rules: { ...offlineOff, noon: { on: true, snooze: 1 } } }, {}, 400, /noon\.snooze: unknown field/],
      [{ rules: { ...offlineOff, noon: { on: true, limit: 1 } } }, {}, 400, /noon\.limit: unknown field/],
      [{ rules: offlineOff, extra: 1 }, {}, 400, /unknown keys: extra/],
    ];
    for (const [body, headers, status, message] of refusals) {
      const reply = await post(body, headers);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (message) expect(reply.json().message).toMatch(message);
    }
    expect(changes()).toBe(1);
    expect(await rules()).toEqual(offlineOff);
    expect(JSON.parse(await readFile(join(dir, RULES_FILE), 'utf8'))).toEqual(offlineOff);
  });

  it('starts from the configured rules when the saved file is no rules, and says so', async () => {
    const { dir } = await companionRules();
    await writeFile(join(dir, RULES_FILE), '{ broken');
    const lines: string[] = [];
    const file = await openAlertRules(dir, offlineOff, (line) => lines.push(line));
    expect(file.get()).toEqual(offlineOff);
    expect(lines).toEqual([expect.stringMatching(/holds no rules; the configured ones apply/)]);
  });
});
