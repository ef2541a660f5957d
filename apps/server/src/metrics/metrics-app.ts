import { Hono } from 'hono';
import type { Metrics } from './metrics';

/** The metrics port's one answer: `GET /metrics` in Prometheus's text format. */
export function metricsApp(metrics: Metrics): Hono {
  return new Hono().get('/metrics', async (c) =>
    c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType }),
  );
}
