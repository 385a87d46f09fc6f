import type { Device } from '../device/device.ts';
import { readHeap } from '../device/heap.ts';
import { getJson } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { metricsText } from '../integrations/prometheus/metrics-text.ts';
import type { LiveSimulation } from '../live/simulation.ts';

/** `GET /api/prometheus/metrics` (read-only class, mqtt.md §6.1): the simulation through the integrations' figures. */
export const prometheusRoutes = routePlugin(
  'prometheus',
  (app, { device, sim }: { device: Device; sim: LiveSimulation }) => {
    getJson(app, '/api/prometheus/metrics', 'readonly', device, (_request, reply) => {
      sim.advanceTo(device.now());
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(metricsText(device, sim, readHeap(device)));
    });
  },
);
