import { message, type ResetPasswordRequest } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../http/logger';
import type { Mailer } from '../../mail/mailer';
import { revokeAccessTokensOfUser } from '../../auth/access-tokens-repository';
import { passwordResetMail } from './auth-mails';
import type { AuthSettings } from './auth-settings';
import {
  consumePasswordResetToken,
  deleteUnusedPasswordResetTokens,
  isPasswordResetTokenUsable,
  replacePasswordResetToken,
} from './password-reset-tokens-repository';
import { hashPassword } from './passwords';
import { randomToken, sha256Hex } from '../../auth/secrets';
import { findUserByEmail, updatePasswordHash } from '../../auth/users-repository';

export const passwordResetTokenMinutes = 60;

/**
 * Sends a reset link when the e-mail belongs to a user, and does nothing otherwise. It runs as a job after
 * the request has been answered (password-reset-mail-job.ts), in the locale of the request; a failed send
 * throws, so the job retries it.
 */
export async function requestPasswordReset(
  deps: { db: Database; mailer: Mailer; logger: Logger; settings: AuthSettings },
  email: string,
  locale: Locale,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken();
  await replacePasswordResetToken(deps.db, user.id, sha256Hex(token), passwordResetTokenMinutes);
  const query = new URLSearchParams({ token, email: user.email });
  const url = `${deps.settings.appUrl}/reset-password?${query}`;
  await deps.mailer.sendMail(passwordResetMail(user, locale, url, passwordResetTokenMinutes));
}

/**
 * Sets a new password with a token from a reset mail. The token works once and for 60 minutes; afterwards,
 * or with a wrong e-mail, it is a 422 on `email`. Success ends every session of the user.
 */
export async function resetPassword(db: Database, input: ResetPasswordRequest): Promise<void> {
  const invalid = () => AppError.validation({ email: [message('passwords.token')] });
  const user = await findUserByEmail(db, input.email);
  const tokenHash = sha256Hex(input.token);
  // Checked before hashing so that bad tokens cost no hashing work; consumed atomically below.
  if (!user || !(await isPasswordResetTokenUsable(db, user.id, tokenHash))) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumePasswordResetToken(tx, user.id, tokenHash))) throw invalid();
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeAccessTokensOfUser(tx, user.id);
    await deleteUnusedPasswordResetTokens(tx, user.id);
  });
}
