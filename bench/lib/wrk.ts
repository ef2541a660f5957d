import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The longest pause a paced connection makes between requests (Node closes idle connections after 5 s). */
const maxGapMs = 4000;

/** One kind of request; the load cycles through `tokens`, one bearer token per user. */
export interface WrkRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface WrkLoad {
  url: string;
  connections: number;
  durationSeconds: number;
  request: WrkRequest;
  /** Bearer tokens; each connection's requests go round them, starting at a different one. */
  tokens?: string[];
  /**
   * Requests per second of all connections together. Unset: closed loop, each connection sends its next
   * request as soon as the answer arrives. Set: each connection waits an exponentially distributed gap
   * (mean connections / rate, at most 4 s) after each answer, so together they make a random stream of
   * about `rate`.
   */
  rate?: number;
}

export interface WrkFigures {
  latencyMs: { p50: number; p90: number; p99: number; p999: number; max: number; mean: number };
  requestsPerSecond: number;
  requests: number;
  /** Answers with a status of 400 or more. */
  non2xx: number;
  socketErrors: number;
  /** The whole machine's CPUs during the run (Linux /proc/stat): busy, and taken by the hypervisor. */
  cpuPercent?: { busy: number; steal: number };
}

/** wrk (Debian package `wrk`): a C load generator, far lighter on the shared CPUs than one in Node. */
export function wrkVersion(): string {
  try {
    return execFileSync('wrk', ['-v'], { encoding: 'utf8' }).split('\n')[0]!.trim();
  } catch (error) {
    // wrk -v exits with 1 after printing its version.
    const output = (error as { stdout?: string }).stdout ?? '';
    if (output.startsWith('wrk ')) return output.split('\n')[0]!.trim();
    throw new Error('This bench drives the server with wrk: apt-get install -y wrk');
  }
}

export async function runWrk(load: WrkLoad): Promise<WrkFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'icf-wrk-'));
  try {
    const resultFile = path.join(dir, 'result.json');
    const scriptFile = path.join(dir, 'load.lua');
    writeFileSync(scriptFile, luaScript(load, resultFile));
    const cpuBefore = readCpuTicks();
    await execFileAsync(
      'wrk',
      [
        '-t1',
        `-c${load.connections}`,
        `-d${load.durationSeconds}s`,
        '--timeout',
        '10s',
        '-s',
        scriptFile,
        load.url,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const cpu = cpuShare(cpuBefore, readCpuTicks());
    const raw = JSON.parse(readFileSync(resultFile, 'utf8')) as RawWrkResult;
    const ms = (microseconds: number) => Math.round(microseconds / 10) / 100;
    return {
      latencyMs: {
        p50: ms(raw.p50),
        p90: ms(raw.p90),
        p99: ms(raw.p99),
        p999: ms(raw.p999),
        max: ms(raw.max),
        mean: ms(raw.mean),
      },
      requestsPerSecond: Math.round((raw.requests / (raw.durationUs / 1e6)) * 10) / 10,
      requests: raw.requests,
      non2xx: raw.status,
      socketErrors: raw.connect + raw.read + raw.write + raw.timeout,
      ...(cpu ? { cpuPercent: cpu } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface CpuTicks {
  busy: number;
  steal: number;
  total: number;
}

/** The machine's CPU time so far, from the first line of /proc/stat; undefined off Linux. */
function readCpuTicks(): CpuTicks | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    const busy = user + nice + system + irq + softirq;
    return { busy, steal, total: busy + idle + iowait + steal };
  } catch {
    return undefined;
  }
}

function cpuShare(before: CpuTicks | undefined, after: CpuTicks | undefined) {
  if (!before || !after || after.total === before.total) return undefined;
  const total = after.total - before.total;
  const percent = (ticks: number) => Math.round((ticks / total) * 1000) / 10;
  return { busy: percent(after.busy - before.busy), steal: percent(after.steal - before.steal) };
}

interface RawWrkResult {
  durationUs: number;
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
  mean: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
}

/** The Lua script that builds the requests once, paces them when asked and writes the figures as JSON. */
function luaScript(load: WrkLoad, resultFile: string): string {
  const { method, path: requestPath, headers = {}, body } = load.request;
  const tokens = load.tokens ?? [];
  const headerTable = (extra: string) =>
    `{${Object.entries(headers)
      .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
      .concat(extra ? [extra] : [])
      .join(', ')}}`;
  return `
local body = ${body === undefined ? 'nil' : luaString(body)}
local tokens = {${tokens.map(luaString).join(', ')}}
local requests = {}
local next_index = 1
local rate = ${load.rate ?? 0}
local connections = ${load.connections}

function init(args)
  if #tokens == 0 then
    requests[1] = wrk.format(${luaString(method)}, ${luaString(requestPath)}, ${headerTable('')}, body)
  else
    for i, token in ipairs(tokens) do
      requests[i] = wrk.format(${luaString(method)}, ${luaString(requestPath)},
        ${headerTable('["Authorization"] = "Bearer " .. token')}, body)
    end
  end
  math.randomseed(os.time())
end

function request()
  local r = requests[next_index]
  next_index = next_index % #requests + 1
  return r
end

if rate > 0 then
  function delay()
    -- Capped below the server's 5 s keep-alive timeout: a longer pause would race the server closing the
    -- idle connection, and wrk counts that race as a socket error.
    return math.min(-math.log(1 - math.random()) * 1000 * connections / rate, ${maxGapMs})
  end
end

function done(summary, latency, requests)
  local file = io.open(${luaString(resultFile)}, "w")
  file:write(string.format(
    '{"durationUs":%d,"requests":%d,"p50":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d,"mean":%f,' ..
    '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}',
    summary.duration, summary.requests, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency:percentile(99.9), latency.max, latency.mean,
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status,
    summary.errors.timeout))
  file:close()
end
`;
}

/**
 * A Lua string literal holding exactly these UTF-8 bytes: plain ASCII as it is, anything else as a
 * three-digit decimal escape (three digits, so a following digit is never read as part of it).
 */
function luaString(value: string): string {
  let literal = '"';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    literal +=
      byte >= 0x20 && byte < 0x7f && char !== '"' && char !== '\\'
        ? char
        : `\\${String(byte).padStart(3, '0')}`;
  }
  return `${literal}"`;
}
