import { insertAuditEntries } from '../../audit/audit-log-repository';
import type { Database } from '../../db/client';
import { promoteUserByEmail } from './admin-users-repository';

/**
 * Makes the account with this e-mail an administrator and records it in the audit log (the first
 * administrator: `npm run admin:create`, or the ADMIN_EMAIL setting). Undefined when no account has the
 * e-mail; an account that already is an administrator stays one, without a new audit entry.
 */
export async function promoteAdministrator(
  db: Database,
  email: string,
  actor: string,
): Promise<{ id: number; email: string; wasAdmin: boolean } | undefined> {
  const promoted = await promoteUserByEmail(db, email);
  if (promoted && !promoted.wasAdmin) {
    await insertAuditEntries(db, [
      {
        actor,
        action: 'user.promote',
        targetType: 'user',
        targetId: String(promoted.id),
        details: { email: promoted.email, from: 'user' },
      },
    ]);
  }
  return promoted;
}
