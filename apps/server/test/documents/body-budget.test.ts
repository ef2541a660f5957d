import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createByteBudget, type ByteBudget } from '../../src/http/byte-budget';
import { registerUser, type RegisteredUser } from '../support/auth-api';
import { rawRequest } from '../support/raw-request';
import { testDatabaseKinds } from '../support/test-databases';
import { loadTestIcfData, startTestServer, type TestServer } from '../support/test-server';
import { worstValidDocument } from '../support/worst-valid-inputs';

/**
 * Decision record 0049: the large bodies worked on at once are bounded by a byte budget; beyond it a request
 * gets 429 with Retry-After, and nothing is stored twice or lost: every admitted save is stored, and a
 * refused one sent again with its key is stored once.
 */
describe.each(testDatabaseKinds)('the body budget under the largest valid saves on %s', (kind) => {
  let server: TestServer;
  let budget: ByteBudget;
  let user: RegisteredUser;
  let body: Buffer;

  beforeAll(async () => {
    body = Buffer.from(JSON.stringify(worstValidDocument(await loadTestIcfData())));
    // Two of the largest saves fit at once, a third does not.
    budget = createByteBudget(Math.floor(body.length * 2.5));
    server = await startTestServer(kind, { requestBodyBudget: budget });
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const save = (key: string) =>
    rawRequest(`${server.baseUrl}/api/document/save`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
        Accept: 'application/json',
        'Accept-Language': 'en',
        Authorization: `Bearer ${user.token}`,
        'Idempotency-Key': key,
      },
      body,
    });
  const storedIds = async () =>
    (
      (await server.database.executeSql(
        'select d.id from documents d join users u on u.id = d.user_id where u.email = $1 order by d.id',
        [user.email],
      )) as { rows: { id: number }[] }
    ).rows.map((row) => Number(row.id));

  it('refuses what does not fit with 429 and Retry-After, stores every admitted save once', async () => {
    const keys = Array.from({ length: 6 }, () => randomUUID());
    const answers = await Promise.all(keys.map(save));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429).length, String(statuses)).toBeGreaterThan(0);
    expect(
      statuses.every((status) => status === 200 || status === 429),
      String(statuses),
    ).toBe(true);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(refused.text)).toMatchObject({
        code: 'too_many_requests',
        message: expect.any(String),
      });
    }
    const admittedIds = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => (JSON.parse(answer.text) as { id: number }).id);
    expect(admittedIds.length).toBeGreaterThan(0);
    expect(await storedIds()).toEqual([...admittedIds].sort((a, b) => a - b));
    expect(budget.inFlight()).toBe(0);

    // The refused ones, sent again one by one with their keys, are stored; the admitted ones are not again.
    for (const [index, key] of keys.entries()) {
      const again = await save(key);
      expect(again.status).toBe(200);
      if (answers[index]!.status === 200)
        expect(JSON.parse(again.text)).toEqual(JSON.parse(answers[index]!.text));
    }
    expect(await storedIds()).toHaveLength(keys.length);
    expect(budget.inFlight()).toBe(0);
  }, 180_000);

  it('gives the bytes back when the client goes away in the middle of its body', async () => {
    const request = http.request(new URL(`${server.baseUrl}/api/document/save`), {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
        Authorization: `Bearer ${user.token}`,
      },
    });
    request.on('error', () => undefined);
    request.write(body.subarray(0, 1024 * 1024));
    // Admitted by its Content-Length before the body is read.
    await until(() => budget.inFlight() === body.length);
    expect(budget.inFlight()).toBe(body.length);
    request.destroy();
    await until(() => budget.inFlight() === 0);
    expect(budget.inFlight()).toBe(0);
    expect(await storedIds()).toHaveLength(6);
  }, 60_000);
});

/** Polls `condition` (at most 10 s), for what the server does after an event the test can't await. */
async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500 && !condition(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
