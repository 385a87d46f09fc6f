import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDevice } from '../src/device/create-device.ts';
import { createDomain } from '../src/domain.ts';
import { onBattery2026Routes } from '../src/firmware/onbattery-2026/index.ts';
import { installBodyHandling } from '../src/http/body-handling.ts';
import { installRebootGate } from '../src/http/reboot-gate.ts';
import { frozenClock } from './live-fixture.ts';
import { makeDirs } from './support/core-fixture.ts';

/**
 * A bare Fastify app carrying only the 2026.03.31 OnBattery routes, over today's device and
 * domain (the demo installation unless `factory`), on a frozen clock.
 */
export async function onBattery2026App(options: { factory?: boolean } = {}) {
  const dirs = await makeDirs();
  const device = await createDevice({ dataDir: dirs.dataDir, demo: !options.factory, ...frozenClock({}) });
  const domain = await createDomain(device, { factory: options.factory ?? false, ...frozenClock({}) });
  const app: FastifyInstance = Fastify({ logger: false });
  app.decorate('device', device);
  app.decorate('onBattery', domain.onBattery);
  installRebootGate(app, device);
  installBodyHandling(app, device);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues' });
  await app.register(websocket);
  const { onBattery, scheduler } = domain;
  await app.register(onBattery2026Routes, { device, onBattery, scheduler });
  app.addHook('onClose', async () => {
    await domain.close();
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await dirs.close();
    },
  };
}
