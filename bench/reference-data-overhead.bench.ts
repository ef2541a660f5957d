import type http from 'node:http';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rawGet } from '../apps/server/test/support/raw-get';
import { median, writeResult } from './lib/results';
import { startServer } from './lib/start-server';
import { runWrk, wrkVersion } from './lib/wrk';

/** Target: the app serves at least half the requests per second of a bare node:http server (decision 0049). */
const targetRatio = 0.5;
const connections = 10;
const durationSeconds = 4;
const rounds = 6;
const warmUpSeconds = 5;
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times. */
const clockTicksPerSecond = 100;

/**
 * Per-request overhead of the app on its cheapest call: `GET /api/code/all`, whose answer is prepared and
 * compressed once at start-up. The anchor is a bare node:http server in this process that sends the very
 * bytes and headers the app sent (read from the app first), so the ratio is what the app's own machinery
 * (adapter, middleware, logging) costs per request. Each round runs wrk against both in turn; the figures of
 * each round and the median ratios are reported, for brotli (what browsers get) and gzip.
 */
export async function benchReferenceDataOverhead(): Promise<void> {
  const loadGenerator = wrkVersion();
  const cases = [
    { name: 'brotli', acceptEncoding: 'br, gzip', logLevel: 'info' },
    { name: 'gzip', acceptEncoding: 'gzip', logLevel: 'info' },
  ] as const;
  const rows: Record<string, { medianRatio: number; medianCpuRatio: number }> = {};
  for (const { name, acceptEncoding, logLevel } of cases) {
    console.log(`${name}: ${rounds} rounds`);
    rows[name] = await measureCase(acceptEncoding, logLevel);
  }
  writeResult('reference-data-overhead', {
    loadGenerator,
    load: `wrk -t1 -c${connections} -d${durationSeconds}s, closed loop, ${rounds} rounds of app and bare in turn`,
    note:
      'ratio = requests/s of the compiled server (every middleware, LOG_LEVEL as named) over requests/s of a ' +
      'bare node:http server sending the same bytes and headers, in the same round. The server, the anchor, wrk ' +
      'and other work share 2 CPUs, so requests/s swing with the machine: cpuRatio (CPU time per request of the ' +
      'bare server over that of the app, from /proc/<pid>/stat) is the figure least moved by that.',
    targetRatio,
    rows,
    met: rows.brotli!.medianRatio >= targetRatio && rows.gzip!.medianRatio >= targetRatio,
  });
}

async function measureCase(acceptEncoding: string, logLevel: string) {
  const server = await startServer({ LOG_LEVEL: logLevel });
  try {
    // The brotli body is made on the thread pool after start-up.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const headers = { 'Accept-Encoding': acceptEncoding };
    const sample = await rawGet(`${server.url}/api/code/all`, headers);
    if (sample.status !== 200) throw new Error(`/api/code/all answered ${sample.status}`);
    const bare = await startBareServer(sample.headers, sample.body);
    try {
      const load = {
        connections,
        durationSeconds,
        request: { method: 'GET' as const, path: '/api/code/all', headers },
      };
      const measure = async (url: string, pid: number) => {
        const cpuBefore = processCpuSeconds(pid);
        const figures = await runWrk({ ...load, url });
        const cpuMicrosecondsPerRequest = ((processCpuSeconds(pid) - cpuBefore) / figures.requests) * 1e6;
        return { figures, cpuMicrosecondsPerRequest };
      };
      // Warm-up, not counted: the JIT compiles both servers' paths first.
      await runWrk({ ...load, durationSeconds: warmUpSeconds, url: server.url });
      await runWrk({ ...load, durationSeconds: warmUpSeconds, url: bare.url });
      const runs = [];
      for (let round = 0; round < rounds; round++) {
        // Alternate which goes first, so a change in the machine's other load falls on both alike.
        const appFirst = round % 2 === 0;
        console.log(`  round ${round + 1}`);
        const first = await measure(
          appFirst ? server.url : bare.url,
          appFirst ? server.process.pid! : bare.pid,
        );
        const second = await measure(
          appFirst ? bare.url : server.url,
          appFirst ? bare.pid : server.process.pid!,
        );
        const [app, anchor] = appFirst ? [first, second] : [second, first];
        runs.push({
          appRequestsPerSecond: app.figures.requestsPerSecond,
          bareRequestsPerSecond: anchor.figures.requestsPerSecond,
          ratio: round2(app.figures.requestsPerSecond / anchor.figures.requestsPerSecond),
          appCpuMicrosecondsPerRequest: Math.round(app.cpuMicrosecondsPerRequest),
          bareCpuMicrosecondsPerRequest: Math.round(anchor.cpuMicrosecondsPerRequest),
          cpuRatio: round2(anchor.cpuMicrosecondsPerRequest / app.cpuMicrosecondsPerRequest),
          appP99Ms: app.figures.latencyMs.p99,
          bareP99Ms: anchor.figures.latencyMs.p99,
          errors:
            app.figures.non2xx +
            app.figures.socketErrors +
            anchor.figures.non2xx +
            anchor.figures.socketErrors,
        });
      }
      return {
        bodyBytes: sample.body.byteLength,
        headerNames: Object.keys(sample.headers).sort(),
        medianRatio: round2(median(runs.map((run) => run.ratio))),
        medianCpuRatio: round2(median(runs.map((run) => run.cpuRatio))),
        runs,
      };
    } finally {
      await bare.close();
    }
  } finally {
    await server.stop();
  }
}

/** CPU time (user and system) a process has used so far, from /proc/<pid>/stat (Linux). */
function processCpuSeconds(pid: number): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A node:http server in a process of its own (as the app is) that answers every request with these headers
 * and bytes: nothing but node:http's own work per request.
 */
async function startBareServer(
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    // The connection headers are node:http's own to write.
    if (value === undefined || ['date', 'connection', 'keep-alive'].includes(name)) continue;
    sent[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'icf-bare-'));
  writeFileSync(path.join(dir, 'body'), body);
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(sent));
  const script = `
    const http = require('node:http');
    const fs = require('node:fs');
    const body = fs.readFileSync(process.argv[1] + '/body');
    const headers = JSON.parse(fs.readFileSync(process.argv[1] + '/headers.json', 'utf8'));
    const server = http.createServer((request, response) => {
      response.writeHead(200, headers);
      response.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['-e', script, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
