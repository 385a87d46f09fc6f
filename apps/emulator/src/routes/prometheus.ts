import type { Device } from '../device/device.ts';
import { readHeap } from '../device/heap.ts';
import { getJson } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { metricsText, type PanelSlot } from '../integrations/prometheus/metrics-text.ts';
import type { LiveSimulation } from '../live/simulation.ts';

/**
 * `GET /api/prometheus/metrics` (read-only class, docs/firmware/onbattery-2024.05.03/mqtt.md §6.1): the simulation through the
 * integrations' figures; `panelSlot` is the generation's (default 2024.05.03's).
 */
export const prometheusRoutes = routePlugin(
  'prometheus',
  (app, { device, sim, panelSlot }: { device: Device; sim: LiveSimulation; panelSlot?: PanelSlot }) => {
    getJson(app, '/api/prometheus/metrics', 'readonly', device, (_request, reply) => {
      sim.advanceTo(device.now());
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(metricsText(device, sim, readHeap(device), panelSlot));
    });
  },
);
