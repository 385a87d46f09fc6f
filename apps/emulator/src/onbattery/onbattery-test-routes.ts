import type { FastifyInstance } from 'fastify';
import type { OnBatterySystem } from './onbattery-system.ts';

type Body = { loadW?: unknown; socPercent?: unknown; issues?: unknown };

const level = (value: unknown): value is 1 | 2 => value === 1 || value === 2;

/**
 * Test-only control of the battery side (registered with `testControl`), JSON body, every key
 * optional: `loadW` fixes the household load (null: back to the profile), `socPercent` makes the
 * BMS report that SoC (null: the counted one again), `issues` injects BMS issues with their level
 * (`{"bmsInternal": 2}`; `{}` clears them). Answers `{"ok": true}`, or 400 for bad values.
 */
export function registerOnBatteryTestRoutes(
  app: FastifyInstance,
  system: OnBatterySystem,
  refresh: () => void,
): void {
  app.post('/api/test/onbattery', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const { loadW, socPercent, issues } = body;
    if (loadW !== undefined && loadW !== null && (typeof loadW !== 'number' || !(loadW >= 0)))
      return reply.code(400).send({ error: 'bad loadW (a household load is 0 W or more)' });
    if (
      socPercent !== undefined &&
      socPercent !== null &&
      (typeof socPercent !== 'number' || socPercent < 0 || socPercent > 100)
    )
      return reply.code(400).send({ error: 'bad socPercent' });
    if (
      issues !== undefined &&
      (typeof issues !== 'object' || issues === null || !Object.values(issues).every(level))
    )
      return reply.code(400).send({ error: 'issues: name → 1 or 2' });
    if (loadW !== undefined) system.load.override = loadW ?? undefined;
    if (socPercent !== undefined)
      system.installation.pack.forcedSoc = socPercent === null ? undefined : socPercent / 100;
    if (issues !== undefined) system.forcedIssues = { ...(issues as Record<string, 1 | 2>) };
    refresh();
    return { ok: true };
  });
}
