import { and, asc, eq, sql } from 'drizzle-orm';
import { clientGoalIds, emptyClientGoals, isClientGoalId, type ClientGoals } from '@icf/shared';
import type { Database } from '../../db/client';
import { clientGoals, clientGoalVersions, clients } from '../../db/schema';

export interface ClientGoalsRecord {
  goals: ClientGoals;
  /** When a goal of the client was last written; null before any was. */
  updatedAt: Date | null;
  /** The goals' version (decision record 0034, amended): 0 before any save. */
  version: number;
}

/**
 * The client's goals ('' for a goal without a row) and their version, read in one statement so the two
 * belong together. The caller has checked the client is the user's.
 */
export async function findClientGoals(db: Database, clientId: number): Promise<ClientGoalsRecord> {
  const rows = await db
    .select({
      version: clients.goalsVersion,
      goalId: clientGoals.goalId,
      text: clientGoals.text,
      updatedAt: clientGoals.updatedAt,
    })
    .from(clients)
    .leftJoin(clientGoals, eq(clientGoals.clientId, clients.id))
    .where(eq(clients.id, clientId));
  const goals = emptyClientGoals();
  let updatedAt: Date | null = null;
  for (const row of rows) {
    if (isClientGoalId(row.goalId)) goals[row.goalId] = row.text ?? '';
    if (row.updatedAt !== null && (updatedAt === null || row.updatedAt > updatedAt))
      updatedAt = row.updatedAt;
  }
  return { goals, updatedAt, version: rows[0]?.version ?? 0 };
}

/** The client's goals as saved in `version`; version 0 is before any save (no goals). */
export async function findClientGoalsVersion(
  db: Database,
  clientId: number,
  version: number,
): Promise<ClientGoals | undefined> {
  if (version === 0) return emptyClientGoals();
  const [row] = await db
    .select({ goals: clientGoalVersions.goals })
    .from(clientGoalVersions)
    .where(and(eq(clientGoalVersions.clientId, clientId), eq(clientGoalVersions.version, version)));
  return row && completeGoals(row.goals);
}

/**
 * Sets all of the client's goals (a goal with an empty text has no row) and keeps them as the next version,
 * by `authorId`; call it in a transaction. With `expectedVersion` it writes only while the goals are still at
 * that version, and answers undefined otherwise: the guard is the first statement, an UPDATE of the client's
 * row, which under READ COMMITTED waits for a concurrent save of the same goals and then re-checks the
 * condition on the row it committed, so of two saves merged against one version only one is written. The row
 * lock it takes keeps the goals' rows and their version in step until the transaction ends.
 */
export async function writeClientGoals(
  db: Database,
  clientId: number,
  goals: Readonly<ClientGoals>,
  authorId: number,
  expectedVersion: number | null,
): Promise<number | undefined> {
  const [bumped] = await db
    .update(clients)
    .set({ goalsVersion: sql`${clients.goalsVersion} + 1` })
    .where(
      expectedVersion === null
        ? eq(clients.id, clientId)
        : and(eq(clients.id, clientId), eq(clients.goalsVersion, expectedVersion)),
    )
    .returning({ version: clients.goalsVersion });
  if (!bumped) return undefined;
  const rows = clientGoalIds
    .filter((id) => goals[id] !== '')
    .map((goalId) => ({ clientId, goalId, text: goals[goalId] }));
  await db.delete(clientGoals).where(eq(clientGoals.clientId, clientId));
  if (rows.length > 0) await db.insert(clientGoals).values(rows);
  await db.insert(clientGoalVersions).values({
    clientId,
    version: bumped.version,
    goals: completeGoals(goals),
    authorId,
  });
  return bumped.version;
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

/** One kept state of a client's goals, as the account export lists it. */
export interface ClientGoalsVersionRecord {
  version: number;
  goals: ClientGoals;
  createdAt: Date;
}

/** Every kept version of the goals of every client of the user, oldest first, by client id (the export). */
export async function listClientGoalVersionsOfUser(
  db: Database,
  userId: number,
): Promise<Map<number, ClientGoalsVersionRecord[]>> {
  const rows = await db
    .select({
      clientId: clientGoalVersions.clientId,
      version: clientGoalVersions.version,
      goals: clientGoalVersions.goals,
      createdAt: clientGoalVersions.createdAt,
    })
    .from(clientGoalVersions)
    .innerJoin(clients, eq(clients.id, clientGoalVersions.clientId))
    .where(eq(clients.userId, userId))
    .orderBy(asc(clientGoalVersions.clientId), asc(clientGoalVersions.version));
  const byClient = new Map<number, ClientGoalsVersionRecord[]>();
  for (const { clientId, goals, ...row } of rows) {
    byClient.set(clientId, [...(byClient.get(clientId) ?? []), { ...row, goals: completeGoals(goals) }]);
  }
  return byClient;
}

/** Every goal id, '' where the stored goals have none; nothing else. */
function completeGoals(stored: Readonly<Record<string, string>>): ClientGoals {
  return Object.fromEntries(clientGoalIds.map((id) => [id, stored[id] ?? ''])) as ClientGoals;
}
