import { parseHexSerial } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { socketClientCounts } from '../http/socket-hub.ts';
import type { LiveSimulation } from './simulation.ts';

/**
 * Test-only controls, registered only with the `testControl` option (JSON bodies):
 *
 * - `POST /api/test/time` `{"advanceMs": 5000}` moves the device clock forward;
 *   `{"setTime": <epoch ms or ISO text>}` sets it. The simulation and one `/livedata` send run
 *   follow immediately. Answers `{"now": <epoch ms>}`.
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
export function registerTestControlRoutes(
  app: FastifyInstance,
  device: Device,
  sim: LiveSimulation,
  step: () => void,
): void {
  app.post('/api/test/time', async (request, reply) => {
    const body = (request.body ?? {}) as { advanceMs?: unknown; setTime?: unknown };
    if (typeof body.advanceMs === 'number' && body.advanceMs > 0) {
      device.advance(body.advanceMs);
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
