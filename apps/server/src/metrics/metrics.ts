import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';

export interface MetricsSources {
  database: DatabaseHandle;
  /** The PDF renderer's worker threads (the export feature's renderer; metrics only reads how busy they are). */
  pdfRenderer: { usage(): { threads: number; busy: number } };
  jobQueue: JobQueue;
}

export interface Metrics {
  /** The text Prometheus scrapes. */
  registry: Registry;
  /** Counts every request by method, route pattern and status, and times it. */
  middleware: MiddlewareHandler;
  /** Counts and times an answer made without Hono's routing (the prepared reference data, decision 0049). */
  countRequest(method: string, route: string, status: number, seconds: number): void;
}

/**
 * Prometheus metrics with prom-client (METRICS_PORT, decision 0040). Requests are labelled by the route's
 * pattern (`/api/document/:id`), never the path, so ids and query strings neither reach the metrics nor grow
 * their number. The gauges are read when Prometheus scrapes.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'icf_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'icf_http_request_duration_seconds',
    help: 'Time from a request to its answer (headers), by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Gauge({
    name: 'icf_job_queue_jobs',
    help: 'Jobs per queue and state (waiting, active, failed) in the job queue; none while it is not running.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const queue of (await sources.jobQueue.state().catch(() => null)) ?? []) {
        this.set({ queue: queue.name, state: 'waiting' }, queue.waiting);
        this.set({ queue: queue.name, state: 'active' }, queue.active);
        this.set({ queue: queue.name, state: 'failed' }, queue.failed);
      }
    },
  });
  new Gauge({
    name: 'icf_pdf_threads_busy',
    help: 'PDF render threads rendering now.',
    registers,
    collect() {
      this.set(sources.pdfRenderer.usage().busy);
    },
  });
  new Gauge({
    name: 'icf_pdf_threads',
    help: 'PDF render threads at most (PDF_WORKERS).',
    registers,
    collect() {
      this.set(sources.pdfRenderer.usage().threads);
    },
  });
  new Gauge({
    name: 'icf_database_pool_connections',
    help: 'Database pool connections: open (total), idle, and requests waiting for one (waiting).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.database.poolUsage();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const countRequest = (method: string, route: string, status: number, seconds: number) => {
    requests.inc({ method, route, status: String(status) });
    duration.observe({ method, route }, seconds);
  };
  return {
    registry,
    middleware: async (c, next) => {
      const started = performance.now();
      await next();
      countRequest(c.req.method, routePath(c), c.res.status, (performance.now() - started) / 1000);
    },
    countRequest,
  };
}
