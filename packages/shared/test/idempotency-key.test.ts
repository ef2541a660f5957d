import { describe, expect, it } from 'vitest';
import { idempotencyKeyHeadersSchema, idempotencyKeyMaxLength, isIdempotencyKey } from '../src';

describe('the Idempotency-Key of a save (decision record 0031)', () => {
  it('takes 1 to 100 visible ASCII characters: a UUID, hex, base64url, punctuation', () => {
    for (const key of [
      'a',
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
      '0123456789abcdef0123456789abcdef',
      'AZaz09-_',
      '!~"{}',
      'x'.repeat(idempotencyKeyMaxLength),
    ]) {
      expect(isIdempotencyKey(key), key).toBe(true);
    }
  });

  it('refuses an empty or longer key, spaces, control characters and anything beyond ASCII', () => {
    for (const key of [
      '',
      'x'.repeat(idempotencyKeyMaxLength + 1),
      ' leading',
      'in between',
      'tab\there',
      'nul\u0000',
      'del\u007f',
      'café',
      '키',
      '"quoted"\n',
    ]) {
      expect(isIdempotencyKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('the header schema of the OpenAPI description agrees, and the header is optional', () => {
    expect(idempotencyKeyHeadersSchema.safeParse({}).success).toBe(true);
    expect(idempotencyKeyHeadersSchema.safeParse({ 'Idempotency-Key': 'abc' }).success).toBe(true);
    expect(idempotencyKeyHeadersSchema.safeParse({ 'Idempotency-Key': 'a b' }).success).toBe(false);
  });
});
