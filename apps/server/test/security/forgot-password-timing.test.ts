import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, uniqueEmail } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { parseTrustedProxies } from '../../src/http/trusted-proxies';

/** The proxy a test's requests come through: the test itself, on 127.0.0.1 (decision 0040). */
const loopbackProxy = parseTrustedProxies('loopback').proxies;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

describe.each(testDatabaseKinds)('forgot-password timing on %s (pg-boss)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      // Behind a proxy, so that 200 requests are not throttled per address.
      {
        auth: {
          appUrl: 'http://localhost:8080',
          appKey: randomBytes(32).toString('hex'),
          trustedProxies: loopbackProxy,
        },
      },
      { jobQueue: true },
    );
  }, 60_000);
  afterAll(() => server.close());

  it('takes as long for an existing e-mail as for an unknown one', async () => {
    const known = await Promise.all(Array.from({ length: 5 }, () => registerUser(server)));
    const timed = async (email: string, n: number) => {
      const started = performance.now();
      const response = await call(server, 'POST', '/api/forgot-password', {
        body: { email },
        headers: { 'X-Forwarded-For': `203.0.113.${n % 250}` },
      });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    // Warm up both paths (prepared statements, JIT) before measuring.
    for (let n = 0; n < 10; n++) {
      await timed(known[n % known.length]!.email, n);
      await timed(uniqueEmail('nobody'), n);
    }
    const pairs = 200;
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let n = 0; n < pairs; n++) {
      // Interleaved, and the order within a pair alternates, so drifts hit both sides alike.
      const first = n % 2 === 0;
      const a = await timed(first ? known[n % known.length]!.email : uniqueEmail('nobody'), n);
      const b = await timed(first ? uniqueEmail('nobody') : known[n % known.length]!.email, n);
      knownMs.push(first ? a : b);
      unknownMs.push(first ? b : a);
    }
    // How often the known e-mail was the slower of its pair: 70–90 % before the fix, about 50 % when equal.
    // 200 fair coin flips land outside 35–65 % with a probability of about 1 in 40,000.
    const knownSlower = knownMs.filter((ms, i) => ms > unknownMs[i]!).length / pairs;
    const medians = { known: median(knownMs), unknown: median(unknownMs) };
    expect(knownSlower, JSON.stringify(medians)).toBeGreaterThan(0.35);
    expect(knownSlower, JSON.stringify(medians)).toBeLessThan(0.65);
    expect(Math.abs(medians.known - medians.unknown), JSON.stringify(medians)).toBeLessThan(
      Math.max(0.5, 0.25 * Math.max(medians.known, medians.unknown)),
    );
  }, 120_000);
});
