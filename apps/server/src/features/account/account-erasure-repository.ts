import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auditLog,
  catalogueImports,
  documents,
  feedbackMessages,
  rateLimits,
  teamInvitations,
  users,
} from '../../db/schema';
import { actorOf } from '../../audit/actor-of';
import type { UserRecord } from '../../auth/users-repository';

/** What an erasure removed, for the audit entry: counts only, never content or identity. */
export interface ErasedCounts {
  documents: number;
  feedbackMessages: number;
  cancelledJobs: number;
}

/**
 * Erases everything of one account inside the caller's transaction (decision 0028). The documents go first,
 * so that the `document_counts` statement trigger sees them leave while the user row still exists; the
 * user row's cascade then removes tokens, reset tokens, clients, personal core sets, idempotency keys (0031)
 * and the count row, and the documents' cascade their versions and suggestions. Rows that name the person
 * without pointing at the user row (feedback, throttling windows keyed by e-mail, queued jobs, audit
 * entries) are handled here.
 */
export async function eraseAccountRows(
  tx: Database,
  user: Pick<UserRecord, 'id' | 'email'>,
): Promise<ErasedCounts> {
  const email = user.email.toLowerCase();
  const cancelledJobs = await deleteQueuedJobsOf(tx, user.id, email);
  const erasedDocuments = await tx
    .delete(documents)
    .where(eq(documents.userId, user.id))
    .returning({ id: documents.id });
  const erasedFeedback = await tx
    .delete(feedbackMessages)
    .where(eq(feedbackMessages.userId, user.id))
    .returning({ id: feedbackMessages.id });
  // Invitations to a team addressed to this e-mail (decision record 0033) name the person.
  await tx.delete(teamInvitations).where(sql`lower(${teamInvitations.email}) = ${email}`);
  // Throttling windows keyed by the e-mail (auth/throttle.ts, account-login-cap.ts) or by the user id.
  await tx.delete(rateLimits).where(
    sql`starts_with(${rateLimits.key}, ${`login:${email}|`})
        or starts_with(${rateLimits.key}, ${`forgot-password:${email}|`})
        or ${rateLimits.key} in (${`login-account:${email}`}, ${`login-account-cooldown:${email}`},
          ${`change-password:${user.id}`}, ${`verification-mail:${user.id}`}, ${`team-invitation:${user.id}`})`,
  );
  // The audit log keeps what happened, not who it happened to: the e-mail leaves the entries about this
  // account, and the entries this account made as an administrator name it by its number only.
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'email'` })
    .where(sql`${auditLog.targetType} = 'user' and ${auditLog.targetId} = ${String(user.id)}`);
  await tx
    .update(auditLog)
    .set({ actor: deletedAccountActor(user.id) })
    .where(eq(auditLog.actor, actorOf(user)));
  await tx
    .update(catalogueImports)
    .set({ importedBy: deletedAccountActor(user.id) })
    .where(eq(catalogueImports.importedBy, actorOf(user)));
  await tx.delete(users).where(eq(users.id, user.id));
  return {
    documents: erasedDocuments.length,
    feedbackMessages: erasedFeedback.length,
    cancelledJobs,
  };
}

/** How the audit log names an erased account. */
export function deletedAccountActor(userId: number): string {
  return `deleted account (user ${userId})`;
}

/**
 * Removes the account's waiting jobs from pg-boss's table in the same database: suggestions of its
 * documents (the job would find its row gone anyway), and password-reset mails in any state, whose payload
 * holds the e-mail. Without pg-boss's schema (a server whose queue never started) there is nothing to cancel.
 */
async function deleteQueuedJobsOf(tx: Database, userId: number, email: string): Promise<number> {
  const [table] = rowsOf<{ present: boolean }>(
    await tx.execute(sql`select to_regclass('pgboss.job') is not null as present`),
  );
  if (!table?.present) return 0;
  const result = await tx.execute(sql`
    delete from pgboss.job
    where (
        name = 'suggestion.write' and state in ('created', 'retry', 'active')
        and (data ->> 'suggestionId')::int in (
          select s.id from suggestions s join documents d on d.id = s.document_id where d.user_id = ${userId}
        )
      )
      or (name = 'password-reset-mail' and lower(data ->> 'email') = ${email})
    returning id`);
  return rowsOf(result).length;
}

/** Both drivers answer raw SQL with `{ rows }` (node-postgres' QueryResult, PGlite's Results). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
