import {
  checkCycleClosing,
  checkCycleSettings,
  goalsOfNextCycle,
  message,
  type CloseGoalCycleRequest,
  type CycleRuleViolation,
  type UpdateGoalCycleRequest,
} from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { fieldMessage } from '../../errors/field-message';
import type { FieldErrors } from '../../errors/app-error';
import { findClientGoals, writeClientGoals } from './client-goals-repository';
import {
  closeGoalCycleRows,
  findGoalCycles,
  findLiveDocumentIdsOfClient,
  lockOpenGoalCycle,
  updateOpenGoalCycle,
  type GoalCycleRecord,
} from './goal-cycles-repository';
import { getClient } from './manage-clients';
import type { ClientRecord } from './clients-repository';

export interface GoalCyclesRecord {
  client: ClientRecord;
  cycles: GoalCycleRecord[];
  goalsVersion: number;
}

/**
 * A client's goal cycles (decision record 0056). Every call finds the client through `getClient`, the client
 * routes' one access check: whoever may read or change the client may do the same with its cycles (a team's
 * members), anyone else gets the 404 of a missing client.
 */
export async function getGoalCycles(
  db: Database,
  userId: number,
  clientId: number,
): Promise<GoalCyclesRecord> {
  const client = await getClient(db, userId, clientId);
  return readCycles(db, client);
}

/**
 * Sets the open cycle's dates and the client's agreement. An answer (agreed or declined) records the goals'
 * version it was given for, so a later change of the goals shows the agreement is for goals as they were.
 */
export async function updateGoalCycle(
  db: Database,
  userId: number,
  clientId: number,
  request: UpdateGoalCycleRequest,
): Promise<GoalCyclesRecord> {
  const violations = checkCycleSettings(request);
  if (violations.length > 0) throw violationError(violations);
  return db.transaction(async (tx) => {
    const client = await getClient(tx, userId, clientId);
    const cycle = await lockOpenGoalCycle(tx, clientId);
    const { version } = await findClientGoals(tx, clientId);
    await updateOpenGoalCycle(tx, cycle.id, {
      startsOn: request.starts_on,
      endsOn: request.ends_on,
      consent: request.consent,
      consentOn: request.consent_on,
      consentGoalsVersion: request.consent === 'pending' ? null : version,
    });
    return readCycles(tx, client);
  });
}

/**
 * Closes the open cycle: each goal it holds judged (every goal with a text, exactly once), each judgement
 * naming the evaluation that judged it (a live document of the client, or none); then the goals the next
 * cycle opens with are written as the goals' next version (reached goals cleared, decision record 0056) and
 * the next cycle opens. All in one transaction with the access check, the open cycle locked; goals changed
 * since the closer read them (`goals_version`) are a 409 and nothing is written.
 */
export async function closeGoalCycle(
  db: Database,
  userId: number,
  clientId: number,
  request: CloseGoalCycleRequest,
): Promise<GoalCyclesRecord> {
  return db.transaction(async (tx) => {
    const client = await getClient(tx, userId, clientId);
    const cycle = await lockOpenGoalCycle(tx, clientId);
    const current = await findClientGoals(tx, clientId);
    if (current.version !== request.goals_version) {
      throw new AppError({ code: 'conflict', status: 409, message: message('cycle.goals_changed') });
    }
    const violations = checkCycleClosing(current.goals, {
      starts_on: cycle.startsOn,
      ends_on: request.ends_on,
      results: request.results,
      next_starts_on: request.next_starts_on,
      next_ends_on: request.next_ends_on,
    });
    if (violations.length > 0) throw violationError(violations);
    const named = request.results.flatMap((judgement) =>
      judgement.document === null ? [] : [judgement.document],
    );
    const live = await findLiveDocumentIdsOfClient(tx, userId, clientId, named);
    if (named.some((id) => !live.has(id))) {
      throw AppError.validation({ results: [fieldMessage('validation.in', 'document')] });
    }
    await closeGoalCycleRows(tx, {
      clientId,
      cycle,
      startsOn: cycle.startsOn,
      endsOn: request.ends_on,
      closedBy: userId,
      results: request.results.map((judgement) => ({
        goal: judgement.goal,
        text: current.goals[judgement.goal],
        result: judgement.result,
        documentId: judgement.document,
      })),
      nextStartsOn: request.next_starts_on,
      nextEndsOn: request.next_ends_on,
    });
    const next = goalsOfNextCycle(current.goals, request.results);
    if (request.results.some((judgement) => judgement.result === 'reached')) {
      // The cycle is locked and the version checked above in this transaction; the guard makes a concurrent
      // goals save that slipped in between fail this closing rather than be overwritten.
      const written = await writeClientGoals(tx, clientId, next, userId, current.version);
      if (written === undefined) {
        throw new AppError({ code: 'conflict', status: 409, message: message('cycle.goals_changed') });
      }
    }
    return readCycles(tx, client);
  });
}

async function readCycles(db: Database, client: ClientRecord): Promise<GoalCyclesRecord> {
  const [cycles, goals] = await Promise.all([findGoalCycles(db, client.id), findClientGoals(db, client.id)]);
  return { client, cycles, goalsVersion: goals.version };
}

function violationError(violations: readonly CycleRuleViolation[]): AppError {
  const errors: FieldErrors = {};
  for (const violation of violations) {
    (errors[violation.field] ??= []).push(message(violation.key));
  }
  return AppError.validation(errors);
}
