import { interventionTableRows, type InterventionTable } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { fieldMessage } from '../../errors/field-message';
import { findClientGoals } from './client-goals-repository';
import { findClientEvaluation } from './clients-repository';
import { getClient } from './manage-clients';
import { presentClient } from './present-client';

/**
 * The intervention table of one evaluation of a client of the user (decision 0034): the client's goals and the
 * evaluation's intervention targets (shared `interventionTableRows`). Without `documentId`, the latest
 * evaluation; a client the user does not have is a 404, an id that is not one of its live documents a 422.
 */
export async function clientInterventionTable(
  db: Database,
  userId: number,
  clientId: number,
  documentId: number | undefined,
): Promise<InterventionTable> {
  const client = await getClient(db, userId, clientId);
  const evaluation = await findClientEvaluation(db, userId, clientId, documentId);
  if (documentId !== undefined && !evaluation) {
    throw AppError.validation({ document: [fieldMessage('validation.in', 'document')] });
  }
  const { goals } = await findClientGoals(db, clientId);
  return {
    client: presentClient(client),
    goals,
    evaluation: evaluation
      ? { id: evaluation.id, date: evaluation.evaluationDate, description: evaluation.description }
      : null,
    rows: evaluation ? interventionTableRows(evaluation.data) : [],
  };
}
