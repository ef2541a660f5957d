import { compareEvaluations, comparedEvaluationsMaxCount, type ClientProgress } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { fieldMessage } from '../../errors/field-message';
import { findClientEvaluationData } from './clients-repository';
import { getClient } from './manage-clients';
import { presentClient } from './present-client';

/**
 * Progress of one client of the user (decision 0018): the chosen evaluations (ids of the client's live documents;
 * without a choice, the latest `comparedEvaluationsMaxCount`) compared code by code with the shared
 * `compareEvaluations`. A client the user does not have is a 404; an id that is not one of its documents, 422.
 */
export async function clientProgress(
  db: Database,
  userId: number,
  clientId: number,
  documentIds: readonly number[] | undefined,
): Promise<ClientProgress> {
  const client = await getClient(db, userId, clientId);
  const found = await findClientEvaluationData(db, userId, clientId, documentIds);
  if (documentIds && found.length !== documentIds.length) {
    throw AppError.validation({
      documents: [fieldMessage('validation.in', 'documents')],
    });
  }
  const chosen = found.slice(-comparedEvaluationsMaxCount);
  const comparison = compareEvaluations(
    chosen.map((evaluation) => ({
      id: evaluation.id,
      date: evaluation.evaluationDate,
      data: evaluation.data,
    })),
  );
  return {
    client: presentClient(client),
    evaluations: chosen.map((evaluation) => ({
      id: evaluation.id,
      date: evaluation.evaluationDate,
      description: evaluation.description,
    })),
    groups: comparison.groups,
  };
}
