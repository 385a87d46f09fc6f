import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { requireAccess } from '../../http/access.ts';
import { routePaths } from '../../http/route-paths.ts';
import type { LiveSimulation } from '../../live/simulation.ts';
import { type HeapFigures, metricsText } from './metrics-text.ts';

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

/** `GET /api/prometheus/metrics` (read-only class, mqtt.md §6.1). */
export function registerMetricsRoute(app: FastifyInstance, device: Device, sim: () => LiveSimulation): void {
  const heap = heapModel(device);
  for (const url of routePaths('/api/prometheus/metrics')) {
    app.get(url, { onRequest: requireAccess('readonly', device) }, async (_request, reply) => {
      const live = sim();
      live.advanceTo(device.now());
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(metricsText(device, live, heap()));
    });
  }
}
