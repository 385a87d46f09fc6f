import type { FastifyInstance } from 'fastify';
import { type FigureSource, gatewayFigures } from './gateway-figures.ts';
import { OPENMETRICS_TYPE, openMetrics } from './metrics.ts';

/** Where Prometheus scrapes a gateway's origin. */
export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` of one gateway's origin: its figures as OpenMetrics text, readable as its live
 * data is (the gateway's read-only rule, `access.ts`). Each origin tells its own gateway only, so
 * one gateway's login never reads another's figures; Prometheus adds them up.
 */
export function registerMetricsRoute(app: FastifyInstance, source: FigureSource): void {
  app.get(METRICS_PATH, { config: { access: 'read' } }, async (_request, reply) =>
    reply.type(OPENMETRICS_TYPE).send(openMetrics([await gatewayFigures(source)])),
  );
}
