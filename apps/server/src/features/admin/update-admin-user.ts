import { message, type UpdateAdminUserRequest } from '@icf/shared';
import { actorOf } from '../../audit/actor-of';
import { insertAuditEntries, type AuditEntry } from '../../audit/audit-log-repository';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { revokeAccessTokensOfUser } from '../../auth/access-tokens-repository';
import type { UserRecord } from '../../auth/users-repository';
import { findAdminUser, updateUserAccess, type AdminUserRecord } from './admin-users-repository';

/**
 * Promotes or demotes an account, disables it or enables it again, and records each change in the audit
 * log. Disabling also revokes every token of the account, so nothing it signed in with works again even after
 * it is enabled. An administrator cannot demote or disable themselves: the last administrator could lock
 * everyone out.
 */
export async function updateAdminUser(
  db: Database,
  admin: UserRecord,
  targetId: number,
  change: UpdateAdminUserRequest,
): Promise<AdminUserRecord> {
  if (targetId === admin.id && (change.role === 'user' || change.disabled === true)) {
    throw AppError.validation({
      [change.role === 'user' ? 'role' : 'disabled']: [message('admin.own_account')],
    });
  }
  return db.transaction(async (tx) => {
    const before = await findAdminUser(tx, targetId);
    if (!before) throw AppError.notFound('admin.user_not_found');
    await updateUserAccess(tx, targetId, change);
    const wasDisabled = before.disabledAt !== null;
    if (change.disabled === true) await revokeAccessTokensOfUser(tx, targetId);

    const entry = (action: AuditEntry['action'], details: Record<string, unknown>): AuditEntry => ({
      actor: actorOf(admin),
      action,
      targetType: 'user',
      targetId: String(targetId),
      details: { email: before.email, ...details },
    });
    const audit: AuditEntry[] = [];
    if (change.role !== undefined && change.role !== before.role) {
      audit.push(entry(change.role === 'admin' ? 'user.promote' : 'user.demote', { from: before.role }));
    }
    if (change.disabled !== undefined && change.disabled !== wasDisabled) {
      audit.push(entry(change.disabled ? 'user.disable' : 'user.enable', {}));
    }
    await insertAuditEntries(tx, audit);
    return (await findAdminUser(tx, targetId))!;
  });
}
