import { message, type ChangePasswordRequest } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { revokeAccessTokensOfUser } from '../../auth/access-tokens-repository';
import { deleteUnusedPasswordResetTokens } from './password-reset-tokens-repository';
import { hashPassword, verifyPassword } from './passwords';
import { findPasswordHash, updatePasswordHash } from '../../auth/users-repository';

/**
 * Sets a new password after checking the current one (a wrong one is a 422 on `old_password`). Every other
 * session of the user ends and pending reset links stop working; the session that made the change stays.
 */
export async function changePassword(
  db: Database,
  session: { userId: number; accessTokenId: number },
  input: ChangePasswordRequest,
): Promise<void> {
  const currentHash = await findPasswordHash(db, session.userId);
  if (!currentHash || !(await verifyPassword(currentHash, input.old_password))) {
    throw AppError.validation({ old_password: [message('password.current_mismatch')] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, session.userId, passwordHash);
    await revokeAccessTokensOfUser(tx, session.userId, session.accessTokenId);
    await deleteUnusedPasswordResetTokens(tx, session.userId);
  });
}
