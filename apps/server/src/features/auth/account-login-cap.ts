import { message } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import {
  clearRateLimit,
  hitRateLimit,
  secondsLeftInWindow,
  startRateLimitWindow,
} from '../../auth/rate-limits-repository';

/**
 * The per-account cap on failed logins, across every client address (decision 0006): 20 failures
 * an hour are free; each further one starts a cool-down (2 s, doubling, at most 5 minutes) during which the
 * account refuses every login, the right password too. A success ends it all.
 */
export const accountLoginCap = { freeFailuresPerHour: 20, firstDelaySeconds: 2, maxDelaySeconds: 300 };

const failuresKey = (email: string) => `login-account:${email.toLowerCase()}`;
const coolDownKey = (email: string) => `login-account-cooldown:${email.toLowerCase()}`;

/** 429 with Retry-After while the account cools down after too many failures. */
export async function refuseWhileAccountCoolsDown(db: Database, email: string): Promise<void> {
  const seconds = await secondsLeftInWindow(db, coolDownKey(email));
  if (seconds === null) return;
  const tooMany = message('auth.throttle', { seconds });
  throw new AppError({
    code: 'too_many_requests',
    status: 429,
    message: tooMany,
    fieldErrors: { email: [tooMany] },
    headers: { 'Retry-After': String(seconds) },
  });
}

/** Counts a failed login against the account; past the free failures, starts the next cool-down. */
export async function recordFailedLogin(db: Database, email: string): Promise<void> {
  const { hits } = await hitRateLimit(db, failuresKey(email), 60 * 60);
  const excess = hits - accountLoginCap.freeFailuresPerHour;
  if (excess <= 0) return;
  const delay = Math.min(
    accountLoginCap.maxDelaySeconds,
    accountLoginCap.firstDelaySeconds * 2 ** Math.min(excess - 1, 16),
  );
  await startRateLimitWindow(db, coolDownKey(email), delay);
}

export async function clearFailedLogins(db: Database, email: string): Promise<void> {
  await clearRateLimit(db, failuresKey(email));
  await clearRateLimit(db, coolDownKey(email));
}
