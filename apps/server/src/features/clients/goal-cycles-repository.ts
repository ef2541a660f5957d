import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  clientGoalIds,
  isClientGoalId,
  type ClientGoalId,
  type CycleConsent,
  type GoalResult,
} from '@icf/shared';
import type { Database } from '../../db/client';
import { clients, documents, goalCycleResults, goalCycles } from '../../db/schema';
import { liveDocumentOfClient } from './clients-repository';

export interface GoalCycleResultRecord {
  goal: ClientGoalId;
  text: string;
  result: GoalResult;
  document: { id: number; date: string; description: string } | null;
}

export interface GoalCycleRecord {
  id: number;
  number: number;
  startsOn: string;
  endsOn: string | null;
  consent: CycleConsent;
  consentOn: string | null;
  consentGoalsVersion: number | null;
  closedAt: Date | null;
  results: GoalCycleResultRecord[];
}

const cycleColumns = {
  id: goalCycles.id,
  number: goalCycles.number,
  startsOn: goalCycles.startsOn,
  endsOn: goalCycles.endsOn,
  consent: goalCycles.consent,
  consentOn: goalCycles.consentOn,
  consentGoalsVersion: goalCycles.consentGoalsVersion,
  closedAt: goalCycles.closedAt,
};

/**
 * Every cycle of the client, newest first, with the results of the closed ones in goal order. The caller has
 * checked the client is the user's. The judging evaluation is named only while it is live.
 */
export async function findGoalCycles(db: Database, clientId: number): Promise<GoalCycleRecord[]> {
  const cycles = await db
    .select(cycleColumns)
    .from(goalCycles)
    .where(eq(goalCycles.clientId, clientId))
    .orderBy(desc(goalCycles.number));
  return withResults(db, cycles);
}

/** The cycles of every client the user keeps (the account export), newest first, by client id. */
export async function listGoalCyclesOfUser(
  db: Database,
  userId: number,
): Promise<Map<number, GoalCycleRecord[]>> {
  const rows = await db
    .select({ ...cycleColumns, clientId: goalCycles.clientId })
    .from(goalCycles)
    .innerJoin(clients, eq(clients.id, goalCycles.clientId))
    .where(eq(clients.userId, userId))
    .orderBy(asc(goalCycles.clientId), desc(goalCycles.number));
  const cycles = await withResults(db, rows);
  const byClient = new Map<number, GoalCycleRecord[]>();
  cycles.forEach((cycle, index) => {
    const clientId = rows[index]!.clientId;
    byClient.set(clientId, [...(byClient.get(clientId) ?? []), cycle]);
  });
  return byClient;
}

type GoalCycleRow = Omit<GoalCycleRecord, 'results' | 'consent'> & { consent: string };

/** The cycles with the results of the closed ones, in goal order; a judging document only while it is live. */
async function withResults(db: Database, cycles: readonly GoalCycleRow[]): Promise<GoalCycleRecord[]> {
  const closedIds = cycles.filter((cycle) => cycle.closedAt !== null).map((cycle) => cycle.id);
  const results =
    closedIds.length === 0
      ? []
      : await db
          .select({
            cycleId: goalCycleResults.cycleId,
            goal: goalCycleResults.goalId,
            text: goalCycleResults.goalText,
            result: goalCycleResults.result,
            documentId: documents.id,
            date: documents.evaluationDate,
            description: documents.description,
          })
          .from(goalCycleResults)
          .leftJoin(
            documents,
            and(eq(documents.id, goalCycleResults.documentId), isNull(documents.deletedAt)),
          )
          .where(inArray(goalCycleResults.cycleId, closedIds))
          .orderBy(asc(goalCycleResults.cycleId));
  return cycles.map(
    ({ id, number, startsOn, endsOn, consent, consentOn, consentGoalsVersion, closedAt }) => ({
      id,
      number,
      startsOn,
      endsOn,
      consent: consent as CycleConsent,
      consentOn,
      consentGoalsVersion,
      closedAt,
      results: results
        .filter((row) => row.cycleId === id && isClientGoalId(row.goal))
        .sort(
          (a, b) =>
            clientGoalIds.indexOf(a.goal as ClientGoalId) - clientGoalIds.indexOf(b.goal as ClientGoalId),
        )
        .map((row) => ({
          goal: row.goal as ClientGoalId,
          text: row.text,
          result: row.result as GoalResult,
          document:
            row.documentId === null
              ? null
              : { id: row.documentId, date: row.date ?? '', description: row.description ?? '' },
        })),
    }),
  );
}

/**
 * The client's open cycle, locked until the transaction ends so two closings of one cycle run one after the
 * other (the second finds the next cycle open and its own goals version stale). A client that has none (a row
 * written before this feature by a path that skipped it) gets its first now, starting today.
 */
export async function lockOpenGoalCycle(
  db: Database,
  clientId: number,
): Promise<{ id: number; number: number; startsOn: string }> {
  const open = () =>
    db
      .select({ id: goalCycles.id, number: goalCycles.number, startsOn: goalCycles.startsOn })
      .from(goalCycles)
      .where(and(eq(goalCycles.clientId, clientId), isNull(goalCycles.closedAt)))
      .for('update');
  const [found] = await open();
  if (found) return found;
  const [last] = await db
    .select({ number: sql<number>`coalesce(max(${goalCycles.number}), 0)` })
    .from(goalCycles)
    .where(eq(goalCycles.clientId, clientId));
  await db
    .insert(goalCycles)
    .values({ clientId, number: (last?.number ?? 0) + 1, startsOn: sql`current_date` })
    .onConflictDoNothing();
  const [created] = await open();
  return created!;
}

export async function updateOpenGoalCycle(
  db: Database,
  cycleId: number,
  values: {
    startsOn: string;
    endsOn: string | null;
    consent: CycleConsent;
    consentOn: string | null;
    consentGoalsVersion: number | null;
  },
): Promise<void> {
  await db.update(goalCycles).set(values).where(eq(goalCycles.id, cycleId));
}

/** Closes the cycle with its results and opens the next; call it in a transaction, the cycle locked. */
export async function closeGoalCycleRows(
  db: Database,
  closing: {
    clientId: number;
    cycle: { id: number; number: number };
    startsOn: string;
    endsOn: string;
    closedBy: number;
    results: { goal: ClientGoalId; text: string; result: GoalResult; documentId: number | null }[];
    nextStartsOn: string;
    nextEndsOn: string | null;
  },
): Promise<void> {
  await db
    .update(goalCycles)
    .set({
      startsOn: closing.startsOn,
      endsOn: closing.endsOn,
      closedAt: sql`now()`,
      closedBy: closing.closedBy,
    })
    .where(eq(goalCycles.id, closing.cycle.id));
  if (closing.results.length > 0) {
    await db.insert(goalCycleResults).values(
      closing.results.map((result) => ({
        cycleId: closing.cycle.id,
        goalId: result.goal,
        goalText: result.text,
        result: result.result,
        documentId: result.documentId,
      })),
    );
  }
  await db.insert(goalCycles).values({
    clientId: closing.clientId,
    number: closing.cycle.number + 1,
    startsOn: closing.nextStartsOn,
    endsOn: closing.nextEndsOn,
  });
}

/** Which of `ids` are live documents of the client that the user may use. */
export async function findLiveDocumentIdsOfClient(
  db: Database,
  userId: number,
  clientId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(liveDocumentOfClient(userId, clientId), inArray(documents.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
