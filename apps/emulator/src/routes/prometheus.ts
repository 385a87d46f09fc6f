import type { Device } from '../device/device.ts';
import { getJson } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { type HeapFigures, metricsText } from '../integrations/prometheus/metrics-text.ts';
import type { LiveSimulation } from '../live/simulation.ts';

const HEAP_SIZE = 327340;

/** A heap that breathes a little between scrapes and remembers its low-water mark. */
function heapModel(device: Device): () => HeapFigures {
  let minFree = HEAP_SIZE;
  device.onBoot(() => {
    minFree = HEAP_SIZE;
  });
  return () => {
    const free = Math.round(
      150_000 - Math.min(device.uptimeSeconds(), 600) * 20 + (device.random() - 0.5) * 6000,
    );
    minFree = Math.min(minFree, free - Math.round(device.random() * 4000));
    return {
      size: HEAP_SIZE,
      free,
      biggestBlock: Math.min(110_592, Math.floor((free * 0.55) / 4) * 4),
      minFree,
    };
  };
}

/** `GET /api/prometheus/metrics` (read-only class, mqtt.md §6.1): the simulation through the integrations' figures. */
export const prometheusRoutes = routePlugin(
  'prometheus',
  (app, { device, sim }: { device: Device; sim: LiveSimulation }) => {
    const heap = heapModel(device);
    getJson(app, '/api/prometheus/metrics', 'readonly', device, (_request, reply) => {
      sim.advanceTo(device.now());
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(metricsText(device, sim, heap()));
    });
  },
);
