import { interventionTableRows, latestPlanEvaluation, type InterventionTable } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { fieldMessage } from '../../errors/field-message';
import { findClientGoals } from './client-goals-repository';
import { findClientEvaluation, findClientPlanCandidates } from './clients-repository';
import { getClient } from './manage-clients';
import { presentClient } from './present-client';

/**
 * How many of the latest evaluations that relate a category to a goal are read to find the plan. Each is a
 * whole document; a plan older than this many re-evaluations that all relate categories but set no valid goal
 * value is not found, and the page says the latest evaluation has no targets.
 */
const planCandidatesMax = 10;

/**
 * The intervention table of a client of the user (decisions 0034, 0056): the client's goals and the intervention
 * targets (shared `interventionTableRows`) of the chosen evaluation, or without `documentId` the plan of the
 * open cycle: the latest evaluation that holds one, so a re-evaluation saved without the plan fields never
 * hides it; when none holds a plan, the latest (with no rows). `latest_evaluation` says which is the latest. A client the user does not have is a
 * 404, an id that is not one of its live documents a 422.
 */
export async function clientInterventionTable(
  db: Database,
  userId: number,
  clientId: number,
  documentId: number | undefined,
): Promise<InterventionTable> {
  const client = await getClient(db, userId, clientId);
  const latest = await findClientEvaluation(db, userId, clientId, documentId);
  if (documentId !== undefined && !latest) {
    throw AppError.validation({ document: [fieldMessage('validation.in', 'document')] });
  }
  // Without a plan anywhere, the latest evaluation is the one with no targets, as it was before cycles.
  const evaluation =
    documentId !== undefined
      ? latest
      : (latestPlanEvaluation(
          (await findClientPlanCandidates(db, userId, clientId, planCandidatesMax)).reverse(),
        ) ?? latest);
  const latestEvaluation =
    documentId === undefined ? latest : await findClientEvaluation(db, userId, clientId);
  const { goals } = await findClientGoals(db, clientId);
  const summary = (found: typeof latest) =>
    found ? { id: found.id, date: found.evaluationDate, description: found.description } : null;
  return {
    client: presentClient(client),
    goals,
    evaluation: summary(evaluation),
    latest_evaluation: summary(latestEvaluation),
    rows: evaluation ? interventionTableRows(evaluation.data) : [],
  };
}
