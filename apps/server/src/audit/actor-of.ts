import type { UserRecord } from '../auth/users-repository';

/** How an administrator is named in the audit log: the e-mail they sign in with and their account id. */
export function actorOf(user: Pick<UserRecord, 'id' | 'email'>): string {
  return `${user.email} (user ${user.id})`;
}
