import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createByteBudget } from '../../src/http/byte-budget';
import { admitByBodyBudget, bodyBudgetRetryAfterSeconds } from '../../src/http/admit-by-body-budget';
import { createErrorHandler } from '../../src/http/error-handler';
import { captureLogs } from '../support/log-capture';

describe('a byte budget', () => {
  it('admits bytes while they fit and refuses the rest', () => {
    const budget = createByteBudget(100);
    const first = budget.tryAcquire(60);
    expect(first).not.toBeNull();
    expect(budget.tryAcquire(41)).toBeNull();
    const second = budget.tryAcquire(40);
    expect(second).not.toBeNull();
    expect(budget.inFlight()).toBe(100);
    expect(budget.tryAcquire(1)).toBeNull();
    first!.release();
    expect(budget.inFlight()).toBe(40);
    expect(budget.tryAcquire(60)).not.toBeNull();
  });

  it('never goes negative: a lease gives its bytes back once however often it is released', () => {
    const budget = createByteBudget(100);
    const lease = budget.tryAcquire(30)!;
    const other = budget.tryAcquire(20)!;
    lease.release();
    lease.release();
    expect(budget.inFlight()).toBe(20);
    other.release();
    other.release();
    expect(budget.inFlight()).toBe(0);
  });

  it('refuses what is not a whole number of bytes, and a budget of none', () => {
    expect(() => createByteBudget(0)).toThrow(RangeError);
    expect(() => createByteBudget(1.5)).toThrow(RangeError);
    const budget = createByteBudget(10);
    expect(() => budget.tryAcquire(-1)).toThrow(RangeError);
    expect(() => budget.tryAcquire(Number.NaN)).toThrow(RangeError);
    expect(budget.inFlight()).toBe(0);
  });
});

describe('admission by the body budget', () => {
  function appWith(capacity: number, handler: () => Promise<Response>) {
    const budget = createByteBudget(capacity);
    const app = new Hono();
    app.onError(createErrorHandler(captureLogs().logger));
    app.post('/work', admitByBodyBudget(budget, 1000), handler);
    return { app, budget };
  }
  const post = (app: Hono, bytes: number) =>
    app.request('/work', {
      method: 'POST',
      body: 'x'.repeat(bytes),
      headers: { 'Content-Length': String(bytes) },
    });

  it('answers 429 with Retry-After in the app error format when the bytes do not fit', async () => {
    let finish: () => void = () => undefined;
    const { app, budget } = appWith(
      150,
      () => new Promise((resolve) => (finish = () => resolve(new Response('done')))),
    );
    const admitted = post(app, 100);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(budget.inFlight()).toBe(100);
    const refused = await post(app, 100);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(bodyBudgetRetryAfterSeconds));
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests', message: expect.any(String) });
    finish();
    expect((await admitted).status).toBe(200);
    expect(budget.inFlight()).toBe(0);
    const again = post(app, 100);
    await new Promise((resolve) => setTimeout(resolve, 10));
    finish();
    expect((await again).status).toBe(200);
  });

  it('gives the bytes back when the work fails', async () => {
    const { app, budget } = appWith(150, () => Promise.reject(new Error('render failed')));
    expect((await post(app, 100)).status).toBe(500);
    expect(budget.inFlight()).toBe(0);
  });

  it('counts a body without Content-Length as the whole route limit', async () => {
    let seen = -1;
    const budget = createByteBudget(5000);
    const app = new Hono();
    app.post('/work', admitByBodyBudget(budget, 1000), () => {
      seen = budget.inFlight();
      return Promise.resolve(new Response('done'));
    });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('x'));
        controller.close();
      },
    });
    await app.request('/work', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(seen).toBe(1000);
  });
});
