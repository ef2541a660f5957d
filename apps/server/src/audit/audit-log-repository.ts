import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** Every action the audit log records: catalogue imports (decision 0011) and the administrators' actions (decision 0015). */
export type AuditAction =
  | 'catalogue.import'
  | 'catalogue.withdraw'
  | 'user.promote'
  | 'user.demote'
  | 'user.disable'
  | 'user.enable'
  | 'feedback.answer'
  | 'feedback.status'
  | 'job.retry'
  | 'user.delete'
  // Teams (decision record 0033).
  | 'team.create'
  | 'team.invite'
  | 'team.join'
  | 'team.remove_member'
  | 'team.hand_over'
  | 'team.leave'
  | 'team.delete'
  | 'client.move_into_team'
  | 'client.move_out_of_team'
  | 'client.delete'
  | 'document.delete'
  | 'document.restore';

/** Who did what to which record; `details` never holds document content (decision 0015). */
export interface AuditEntry {
  actor: string;
  action: AuditAction;
  targetType:
    | 'catalogue_import'
    | 'institution_core_set'
    | 'user'
    | 'feedback_message'
    | 'suggestion'
    | 'team'
    | 'client'
    | 'document';
  targetId: string;
  details: Record<string, unknown>;
}

export type AuditRecord = typeof auditLog.$inferSelect;

export async function insertAuditEntries(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values([...entries]);
}

/** One page of the log, newest first, and the number of entries. */
export async function selectAuditPage(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRecord[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
