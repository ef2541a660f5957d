import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { describeError } from '../../src/http/redact-error-text';
import { captureLogs } from '../support/log-capture';
import { createTestDatabase, testDatabaseKinds } from '../support/test-databases';

describe('logger (pino)', () => {
  it('writes one JSON object per line with time, level name, message and fields, above the level', () => {
    const logs = captureLogs('info');
    logs.logger.info('request', { status: 200 });
    logs.logger.debug('hidden');
    logs.logger.warn('slow', { ms: 120 });
    expect(logs.text().trimEnd().split('\n')).toHaveLength(2);
    expect(logs.entries()).toMatchObject([
      { level: 'info', message: 'request', status: 200 },
      { level: 'warn', message: 'slow', ms: 120 },
    ]);
    expect(typeof logs.entries()[0]!.time).toBe('string');
  });

  it('redacts passwords, tokens, mail bodies and headers wherever a caller puts them', () => {
    const logs = captureLogs();
    logs.logger.info('oops', {
      password: 'hunter2hunter2',
      token: 'tok-secret',
      text: 'reset link https://x/reset-password?token=abc',
      body: { old_password: 'hunter3', password: 'hunter4' },
      headers: { authorization: 'Bearer tok-secret', cookie: 'token=tok-secret' },
      params: ['$argon2id$v=19$secret'],
    });
    expect(logs.text()).not.toMatch(/hunter|tok-secret|reset-password|argon2/);
    expect(logs.entries()[0]).toMatchObject({ password: '[redacted]', body: { password: '[redacted]' } });
  });
});

describe.each(testDatabaseKinds)('logged database errors on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('never carry the query parameters, even when a caller logs the raw message and stack', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2VjcmV0$secret-hash';
    const error = await database.db
      .execute(
        sql`insert into users (name, email, password_hash) values (${'a\u0000b'}, ${'x@example.org'}, ${secret})`,
      )
      .then(() => undefined)
      .catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect(`${error!.message}${error!.stack}`).toContain(secret);

    const logs = captureLogs();
    logs.logger.error('unhandled error', { error: error!.message, stack: error!.stack });
    logs.logger.error('unhandled error', { ...describeError(error) });
    expect(logs.text()).not.toContain(secret);
    expect(logs.text()).not.toContain('x@example.org');
    expect(logs.entries()[0]!.error).toContain('Failed query: insert into users');
  });

  it('keep no duplicate-key values either', async () => {
    const insert = sql`insert into users (name, email, password_hash) values ('n', ${'dup@example.org'}, 'h')`;
    await database.db.execute(insert);
    const error = await database.db
      .execute(insert)
      .then(() => undefined)
      .catch((caught: unknown) => caught as Error);
    const logs = captureLogs();
    logs.logger.error('unhandled error', { ...describeError(error) });
    expect(logs.text()).not.toContain('dup@example.org');
  });
});
