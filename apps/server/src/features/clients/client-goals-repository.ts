import { asc, eq } from 'drizzle-orm';
import { clientGoalIds, emptyClientGoals, isClientGoalId, type ClientGoals } from '@icf/shared';
import type { Database } from '../../db/client';
import { clientGoals, clients } from '../../db/schema';

export interface ClientGoalsRecord {
  goals: ClientGoals;
  /** When a goal of the client was last written; null before any was. */
  updatedAt: Date | null;
}

/** The client's goals ('' for a goal without a row). The caller has checked the client is the user's. */
export async function findClientGoals(db: Database, clientId: number): Promise<ClientGoalsRecord> {
  const rows = await db
    .select({ goalId: clientGoals.goalId, text: clientGoals.text, updatedAt: clientGoals.updatedAt })
    .from(clientGoals)
    .where(eq(clientGoals.clientId, clientId));
  const goals = emptyClientGoals();
  let updatedAt: Date | null = null;
  for (const row of rows) {
    if (isClientGoalId(row.goalId)) goals[row.goalId] = row.text;
    if (updatedAt === null || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { goals, updatedAt };
}

/** Replaces all of the client's goals (call it in a transaction): a goal with an empty text has no row. */
export async function replaceClientGoals(
  db: Database,
  clientId: number,
  goals: Readonly<ClientGoals>,
): Promise<void> {
  const rows = clientGoalIds
    .filter((id) => goals[id] !== '')
    .map((goalId) => ({ clientId, goalId, text: goals[goalId] }));
  await db.delete(clientGoals).where(eq(clientGoals.clientId, clientId));
  if (rows.length > 0) await db.insert(clientGoals).values(rows);
}

/** The goals of every client of the user, by client id (the account export). */
export async function listClientGoalsOfUser(db: Database, userId: number): Promise<Map<number, ClientGoals>> {
  const rows = await db
    .select({ clientId: clientGoals.clientId, goalId: clientGoals.goalId, text: clientGoals.text })
    .from(clientGoals)
    .innerJoin(clients, eq(clients.id, clientGoals.clientId))
    .where(eq(clients.userId, userId))
    .orderBy(asc(clientGoals.clientId));
  const byClient = new Map<number, ClientGoals>();
  for (const row of rows) {
    const goals = byClient.get(row.clientId) ?? emptyClientGoals();
    if (isClientGoalId(row.goalId)) goals[row.goalId] = row.text;
    byClient.set(row.clientId, goals);
  }
  return byClient;
}
