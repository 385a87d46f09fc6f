import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advance, advanceBySteps, DEMO_HMS, getJson, liveApp } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';

const opened = closeAfterEach();

interface DcChannel {
  Power: { v: number };
  Voltage: { v: number };
}

const inputs = async (app: FastifyInstance, serial: string): Promise<DcChannel[]> =>
  Object.values((await getJson(app, `/api/livedata/status?inv=${serial}`)).inverters[0].DC as object);

async function moduleFault(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'POST', url: '/api/test/fault', payload: { serial: DEMO_HMS, ...payload } });
}

/** The HMS-2000-4T's inputs 0 and 1 face the same way in the demo: they produce alike when healthy. */
async function ratios(app: FastifyInstance) {
  await advance(app, 60_000);
  const [a, b] = await inputs(app, DEMO_HMS);
  return { power: b!.Power.v / a!.Power.v, voltage: b!.Voltage.v / a!.Voltage.v };
}

describe('module faults (test control)', () => {
  it('degrades one input by a power factor and repairs it', async () => {
    const started = await opened(liveApp());
    const { app } = started;
    await advanceBySteps(app, 16_000, 4000);
    const healthy = await ratios(app);
    expect(healthy.power).toBeGreaterThan(0.9);

    expect((await moduleFault(app, { kind: 'degrade', input: 1, factor: 0.8 })).statusCode).toBe(200);
    const degraded = await ratios(app);
    expect(degraded.power / healthy.power).toBeCloseTo(0.8, 1);

    expect((await moduleFault(app, { kind: 'healthy', input: 1 })).statusCode).toBe(200);
    expect((await ratios(app)).power / healthy.power).toBeCloseTo(1, 1);
  });

  it('drops a substring: voltage and power fall by a third', async () => {
    const started = await opened(liveApp());
    const { app } = started;
    await advanceBySteps(app, 16_000, 4000);
    const healthy = await ratios(app);
    await moduleFault(app, { kind: 'substring', input: 1 });
    const faulty = await ratios(app);
    expect(faulty.voltage / healthy.voltage).toBeCloseTo(2 / 3, 1);
    expect(faulty.power / healthy.power).toBeCloseTo(2 / 3, 1);
  });

  it('rejects an unknown input or a factor outside 0…1', async () => {
    const started = await opened(liveApp());
    expect((await moduleFault(started.app, { kind: 'degrade', input: 9, factor: 0.5 })).statusCode).toBe(400);
    expect((await moduleFault(started.app, { kind: 'degrade', input: 0, factor: 2 })).statusCode).toBe(400);
  });
});
