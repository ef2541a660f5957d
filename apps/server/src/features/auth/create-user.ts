import type { RegisterRequest } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { fieldMessage } from '../../errors/field-message';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, type UserRecord } from '../../auth/users-repository';

/**
 * Registers a user. `locale` is the request's (stored as users.locale; mails follow each request's). An e-mail that is
 * taken in any letter case is a 422 on `email`.
 */
export async function createUser(db: Database, input: RegisterRequest, locale: Locale): Promise<UserRecord> {
  const taken = () => AppError.validation({ email: [fieldMessage('validation.unique', 'email')] });
  if (await findUserByEmail(db, input.email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, { name: input.name, email: input.email, passwordHash, locale });
  if (!user) throw taken();
  return user;
}
