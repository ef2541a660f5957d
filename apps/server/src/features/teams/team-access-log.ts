import { and, desc, eq } from 'drizzle-orm';
import { teamAccessLogPageSize, type TeamAccessAction, type TeamAccessEntry } from '@icf/shared';
import type { Database } from '../../db/client';
import { clients, documents, teamAccessLog, users } from '../../db/schema';
import { requireOwnership } from './team-membership';

/**
 * Records that a member opened, changed, exported or deleted a team's client or document (decision record 0033). A
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

/**
 * The latest entries of a team's access log, newest first; owners only. Each names the person, and the client
 * and document by their current name and description while they are still the team's: a deleted client, an
 * erased document or one that left the team is named by its id alone (its name is not the team's any more).
 */
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
      clientName: clients.displayName,
      documentId: teamAccessLog.documentId,
      documentDescription: documents.description,
      createdAt: teamAccessLog.createdAt,
    })
    .from(teamAccessLog)
    .leftJoin(users, eq(users.id, teamAccessLog.userId))
    .leftJoin(clients, and(eq(clients.id, teamAccessLog.clientId), eq(clients.teamId, teamAccessLog.teamId)))
    .leftJoin(
      documents,
      and(eq(documents.id, teamAccessLog.documentId), eq(documents.teamId, teamAccessLog.teamId)),
    )
    .where(eq(teamAccessLog.teamId, teamId))
    .orderBy(desc(teamAccessLog.id))
    .limit(teamAccessLogPageSize);
  return rows.map((row) => ({
    id: row.id,
    user_name: row.userName,
    action: row.action as TeamAccessAction,
    client_id: row.clientId,
    client_name: row.clientName,
    document_id: row.documentId,
    document_description: row.documentDescription,
    created_at: row.createdAt.toISOString(),
  }));
}
