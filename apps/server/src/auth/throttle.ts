import { message, type ServerMessageKey } from '@icf/shared';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { clearRateLimit, hitRateLimit } from './rate-limits-repository';

export interface ThrottlePolicy {
  /** Prefix of the rate_limits key. */
  name: string;
  maxAttempts: number;
  windowSeconds: number;
  message: ServerMessageKey;
  /** The form field under which the client shows the message (spec §8: errors appear under fields). */
  field: string;
}

/** At most 5 failed logins per minute for one e-mail from one address; a success starts again at zero. */
export const loginThrottle: ThrottlePolicy = {
  name: 'login',
  maxAttempts: 5,
  windowSeconds: 60,
  message: 'auth.throttle',
  field: 'email',
};

/**
 * At most `maxAttempts` (default 10) registration attempts (well-formed ones, taken e-mails included) per hour
 * from one address.
 */
export function registerThrottle(maxAttempts = 10): ThrottlePolicy {
  return {
    name: 'register',
    maxAttempts,
    windowSeconds: 60 * 60,
    message: 'request.too_many',
    field: 'email',
  };
}

/** At most 5 reset requests per 10 minutes for one e-mail from one address, whether the e-mail exists or not. */
export const forgotPasswordThrottle: ThrottlePolicy = {
  name: 'forgot-password',
  maxAttempts: 5,
  windowSeconds: 10 * 60,
  message: 'request.too_many',
  field: 'email',
};

/** At most 5 wrong current passwords per minute per user: a stolen token must not guess the password. */
export const changePasswordThrottle: ThrottlePolicy = {
  name: 'change-password',
  maxAttempts: 5,
  windowSeconds: 60,
  message: 'request.too_many',
  field: 'old_password',
};

/** At most 6 verification mails per minute per user. */
export const verificationMailThrottle: ThrottlePolicy = {
  name: 'verification-mail',
  maxAttempts: 6,
  windowSeconds: 60,
  message: 'request.too_many',
  field: 'email',
};

export interface Attempt {
  /** Forgets the attempts counted so far (after a successful login, for instance). */
  clear(): Promise<void>;
}

/**
 * Counts this attempt first, then refuses it when it is one too many: 429 with Retry-After. Counting before
 * acting means that parallel requests cannot slip past the limit together.
 */
export async function throttle(db: Database, policy: ThrottlePolicy, subject: string): Promise<Attempt> {
  const key = `${policy.name}:${subject}`;
  const { hits, retryAfterSeconds } = await hitRateLimit(db, key, policy.windowSeconds);
  if (hits > policy.maxAttempts) {
    const tooMany = message(policy.message, { seconds: retryAfterSeconds });
    throw new AppError({
      code: 'too_many_requests',
      status: 429,
      message: tooMany,
      fieldErrors: { [policy.field]: [tooMany] },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
  return { clear: () => clearRateLimit(db, key) };
}

/** Forgets what `subject` has counted under `policy`, from outside the attempt that counted it. */
export function forgetAttempts(db: Database, policy: ThrottlePolicy, subject: string): Promise<void> {
  return clearRateLimit(db, `${policy.name}:${subject}`);
}
