import { desc, eq } from 'drizzle-orm';
import { teamAccessLogPageSize, type TeamAccessAction, type TeamAccessEntry } from '@icf/shared';
import type { Database } from '../../db/client';
import { teamAccessLog, users } from '../../db/schema';
import { requireOwnership } from './team-membership';

/**
 * Records that a member opened, changed or exported a team's client or document (decision record 0033). A
 * record of no team is nobody else's business and is not logged. Saves of documents are logged by a trigger
 * (migration 0011), whatever path saved them.
 */
export async function recordTeamAccess(
  db: Database,
  entry: {
    teamId: number | null;
    userId: number;
    action: Exclude<TeamAccessAction, 'document.save'>;
    clientId?: number | null;
    documentId?: number;
  },
): Promise<void> {
  if (entry.teamId === null) return;
  await db.insert(teamAccessLog).values({
    teamId: entry.teamId,
    userId: entry.userId,
    action: entry.action,
    clientId: entry.clientId ?? null,
    documentId: entry.documentId ?? null,
  });
}

/** The latest entries of a team's access log, newest first; owners only. */
export async function listTeamAccessLog(
  db: Database,
  userId: number,
  teamId: number,
): Promise<TeamAccessEntry[]> {
  await requireOwnership(db, userId, teamId);
  const rows = await db
    .select({
      id: teamAccessLog.id,
      userName: users.name,
      action: teamAccessLog.action,
      clientId: teamAccessLog.clientId,
      documentId: teamAccessLog.documentId,
      createdAt: teamAccessLog.createdAt,
    })
    .from(teamAccessLog)
    .leftJoin(users, eq(users.id, teamAccessLog.userId))
    .where(eq(teamAccessLog.teamId, teamId))
    .orderBy(desc(teamAccessLog.id))
    .limit(teamAccessLogPageSize);
  return rows.map((row) => ({
    id: row.id,
    user_name: row.userName,
    action: row.action as TeamAccessAction,
    client_id: row.clientId,
    document_id: row.documentId,
    created_at: row.createdAt.toISOString(),
  }));
}
