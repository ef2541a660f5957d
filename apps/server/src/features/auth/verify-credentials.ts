import { message, type LoginRequest } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { verifyPassword, verifyPasswordOfNobody } from './passwords';
import { findUserWithPasswordHashByEmail, type UserRecord } from '../../auth/users-repository';

/**
 * The user with this e-mail and password. Otherwise a 422 on `email` that reads the same whether the
 * e-mail or the password was wrong, after the same amount of hashing work.
 */
export async function verifyCredentials(db: Database, input: LoginRequest): Promise<UserRecord> {
  const found = await findUserWithPasswordHashByEmail(db, input.email);
  const matches = found
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyPasswordOfNobody(input.password);
  if (!found || !matches) throw AppError.validation({ email: [message('auth.failed')] });
  // Only someone who knows the password learns that the account is disabled (decision 0015).
  if (found.disabled) throw AppError.validation({ email: [message('auth.disabled')] });
  const { passwordHash: _hash, disabled: _disabled, ...user } = found;
  return user;
}
