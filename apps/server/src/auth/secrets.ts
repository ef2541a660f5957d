import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque, URL-safe random token: 48 bytes give 64 characters. */
export function randomToken(bytes = 48): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as this hash: a leaked database holds no usable token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two secrets in time that does not depend on where they differ. */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
