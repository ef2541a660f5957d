import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../src/http/error-handler';
import { createLogger } from '../../src/http/logger';
import { createRequestBodyReader, defaultOffLoopMinBytes } from '../../src/workers/request-body-reader';
import { loadTestIcfData } from '../support/test-server';

/**
 * The body worker's queue is bounded (decision record 0030): each waiting body holds up to a body limit of
 * memory, so beyond 16 waiting the answer is 503 with Retry-After, not a pile of bodies. The requests are
 * handed over in one turn of the event loop, before the worker thread (started by the first of them) can have
 * answered any: one is read, 16 wait, and the rest are refused, whatever the machine's speed.
 */
describe('the body worker with more than 16 bodies waiting', () => {
  it('answers 503 request.busy with Retry-After to the ones beyond the bound, and reads the others', async () => {
    const bodyReader = createRequestBodyReader({ icf: await loadTestIcfData() });
    const app = new Hono();
    app.onError(createErrorHandler(createLogger('silent')));
    app.post('/save', async (c) => c.json(await bodyReader.read(c, 'document.save')));
    // Large enough for the worker; an empty object, so each one read is a 422 of the save schema.
    const body = `${' '.repeat(defaultOffLoopMinBytes)}{}`;
    try {
      const answers = await Promise.all(
        Array.from({ length: 24 }, () =>
          app.request('/save', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
            body,
          }),
        ),
      );
      const busy = answers.filter((answer) => answer.status === 503);
      const read = answers.filter((answer) => answer.status === 422);
      expect(busy.length + read.length).toBe(24);
      expect(read.length).toBeGreaterThanOrEqual(16);
      expect(read.length).toBeLessThanOrEqual(17);
      expect(busy[0]!.headers.get('Retry-After')).toBe('5');
      expect(await busy[0]!.json()).toMatchObject({ code: 'busy', message: expect.stringMatching(/large/) });
    } finally {
      await bodyReader.close();
    }
  });
});
