import { actorOf } from '../../audit/actor-of';
import { insertAuditEntries, type AuditAction } from '../../audit/audit-log-repository';
import type { Database } from '../../db/client';
import type { UserRecord } from '../../auth/users-repository';

/**
 * Records a team act in the audit log (decision record 0033): who, what, which team or client, and numbers;
 * never content, never an invited address or a token.
 */
export async function auditTeamAct(
  db: Database,
  actor: Pick<UserRecord, 'id' | 'email'>,
  action: AuditAction,
  target: { type: 'team' | 'client' | 'document'; id: number },
  details: Record<string, unknown> = {},
): Promise<void> {
  await insertAuditEntries(db, [
    { actor: actorOf(actor), action, targetType: target.type, targetId: String(target.id), details },
  ]);
}
