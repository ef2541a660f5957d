import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/server-paths';
import { compiledServer } from '../support/server-process';

/** Decision 0040: Prometheus metrics on a port of their own (METRICS_PORT, 127.0.0.1), off when unset. */
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface RunningServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** The compiled server, as an operator runs it, with `env`; resolves once it listens. */
function startServer(env: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-metrics-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [compiledServer], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"http:\/\/localhost:(\d+)"/.exec(output);
      if (!match) return;
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
}

describe('metrics', () => {
  it('with METRICS_PORT, serves requests by route pattern and status, latency, jobs, PDF threads and the pool', async () => {
    const server = await startServer({ METRICS_PORT: '0', PDF_WORKERS: '2' });
    try {
      await expect.poll(() => /"message":"metrics listening"/.test(server.output())).toBe(true);
      const metricsUrl = /"url":"(http:\/\/127\.0\.0\.1:\d+\/metrics)"/.exec(server.output())?.[1];
      expect(metricsUrl, server.output()).toBeDefined();
      for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/document/12345`)).status).toBe(401);

      const response = await fetch(metricsUrl!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toContain('icf_http_requests_total{method="GET",route="/api/health",status="200"} 2');
      expect(text).toContain(
        'icf_http_requests_total{method="GET",route="/api/document/:id",status="401"} 1',
      );
      expect(text).not.toContain('12345');
      expect(text).toContain('icf_http_request_duration_seconds_count{method="GET",route="/api/health"} 2');
      expect(text).toMatch(
        /icf_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health"\} \d/,
      );
      expect(text).toContain('icf_pdf_threads_busy 0');
      expect(text).toContain('icf_pdf_threads 2');
      expect(text).toContain('icf_database_pool_connections{state="total"} 1');
      expect(text).toContain('# TYPE icf_job_queue_jobs gauge');
      // Not on the app's own port.
      expect(await (await fetch(`${server.url}/metrics`)).text()).not.toContain('icf_http_requests_total');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('is off by default: no metrics port, nothing on the app’s', async () => {
    const server = await startServer({ METRICS_PORT: '' });
    try {
      expect(await (await fetch(`${server.url}/metrics`)).text()).not.toContain('icf_http_requests_total');
      expect(server.output()).not.toContain('metrics listening');
    } finally {
      await server.stop();
    }
    expect(server.output()).not.toContain('metrics listening');
  }, 120_000);
});
