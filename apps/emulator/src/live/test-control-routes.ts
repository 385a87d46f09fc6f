import { setImmediate } from 'node:timers/promises';
import { parseHexSerial } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { socketClientCounts } from '../http/socket-hub.ts';
import { type LiveSimulation, MAX_REPLAY_MS } from './simulation.ts';

/**
 * Test-only controls, registered only with the `testControl` option (JSON bodies):
 *
 * - `POST /api/test/time` `{"advanceMs": 5000}` moves the device clock forward (at most
 *   `MAX_ADVANCE_MS`, else 400); `{"setTime": <epoch ms or ISO text>}` sets it. The simulation
 *   and one `/livedata` send run follow immediately. Answers `{"now": <epoch ms>}`, or 503 when
 *   the emulator shuts down during a long advance.
 * - `POST /api/test/fault` `{"kind": …, "serial": "<hex>"}` with kind
 *   `unreachable` / `reachable` (the inverter's radio link breaks or comes back),
 *   `grid` (grid overvoltage: event 141, feeding stops for the 60-s reconnection time),
 *   `night` / `day` (the sun is forced below the horizon or released; no serial needed),
 *   `degrade` (input `input`, 0-based, delivers `factor` × its power: soiling, an ageing module),
 *   `substring` (a third of input `input`'s module is bypassed: voltage and power × 2/3),
 *   `healthy` (input `input`'s fault is repaired).
 *   Answers `{"ok": true}`, or 400 for an unknown kind or serial.
 * - `GET /api/test/sockets` answers the connected clients per socket path,
 *   e.g. `{"/livedata": 1, "/console": 0, …}` (each connect and disconnect is also logged).
 */
/** The longest `advanceMs` one request may ask for: a leap year. */
export const MAX_ADVANCE_MS = 366 * 86_400_000;
/**
 * Device time replayed per task: five minutes of polls take a few ms (tens on a busy machine),
 * so a long advance never holds the event loop (requests, sockets, SIGTERM) for long.
 */
const SLICE_MS = 5 * 60_000;

/**
 * Moves the clock on by `ms` and brings the inverters along slice by slice, yielding to the event
 * loop between slices. Beyond the replayed last day the clock jumps without replay (as the
 * simulation would). False when `stopping` turned true on the way (the clock stays where it got).
 */
async function advanceInSlices(
  device: Device,
  sim: LiveSimulation,
  ms: number,
  stopping: () => boolean,
): Promise<boolean> {
  device.log(`Test control: advancing the clock by ${ms} ms`);
  let left = ms;
  if (left > MAX_REPLAY_MS) {
    device.advance(left - MAX_REPLAY_MS);
    if (!device.rebooting) sim.skipTo(device.now());
    left = MAX_REPLAY_MS;
  }
  while (left > 0) {
    const slice = Math.min(left, SLICE_MS);
    device.advance(slice);
    left -= slice;
    if (left === 0) break;
    if (!device.rebooting) sim.advanceTo(device.now());
    await setImmediate();
    if (stopping()) return false;
  }
  return true;
}

export function registerTestControlRoutes(
  app: FastifyInstance,
  device: Device,
  sim: LiveSimulation,
  step: () => void,
): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.post('/api/test/time', async (request, reply) => {
    const body = (request.body ?? {}) as { advanceMs?: unknown; setTime?: unknown };
    if (body.advanceMs !== undefined) {
      const ms = body.advanceMs;
      if (typeof ms !== 'number' || !(ms > 0 && ms <= MAX_ADVANCE_MS))
        return reply.code(400).send({ error: `advanceMs must be within 0…${MAX_ADVANCE_MS}` });
      if (!(await advanceInSlices(device, sim, ms, () => closing)))
        // The connection goes too: the server's close waits for every open one.
        return reply.code(503).header('connection', 'close').send({ error: 'shutting down' });
    } else if (typeof body.setTime === 'number' || typeof body.setTime === 'string') {
      const epochMs = typeof body.setTime === 'number' ? body.setTime : Date.parse(body.setTime);
      if (!Number.isFinite(epochMs)) return reply.code(400).send({ error: 'bad setTime' });
      device.setTime(epochMs);
    } else {
      return reply.code(400).send({ error: 'expected advanceMs or setTime' });
    }
    step();
    return { now: device.now() };
  });

  app.get('/api/test/sockets', async () => socketClientCounts(app));

  app.post('/api/test/fault', async (request, reply) => {
    const body = (request.body ?? {}) as {
      kind?: unknown;
      serial?: unknown;
      input?: unknown;
      factor?: unknown;
    };
    step();
    if (body.kind === 'night' || body.kind === 'day') {
      sim.forceNight(body.kind === 'night');
      return { ok: true };
    }
    const inv = sim.find(parseHexSerial(typeof body.serial === 'string' ? body.serial : ''));
    if (!inv) return reply.code(400).send({ error: 'unknown serial' });
    const now = device.now();
    if (body.kind === 'unreachable' || body.kind === 'reachable')
      inv.field.radioFault = body.kind === 'unreachable';
    else if (body.kind === 'grid') inv.field.gridFault(now);
    else if (body.kind === 'degrade' || body.kind === 'substring' || body.kind === 'healthy') {
      const spec = typeof body.input === 'number' ? inv.field.specs[body.input] : undefined;
      if (!spec) return reply.code(400).send({ error: 'unknown input' });
      if (body.kind === 'healthy') spec.fault = undefined;
      else if (body.kind === 'substring') spec.fault = { powerFactor: 2 / 3, voltageFactor: 2 / 3 };
      else if (typeof body.factor === 'number' && body.factor >= 0 && body.factor <= 1)
        spec.fault = { powerFactor: body.factor, voltageFactor: 1 };
      else return reply.code(400).send({ error: 'factor must be within 0…1' });
    } else return reply.code(400).send({ error: 'unknown kind' });
    return { ok: true };
  });
}
