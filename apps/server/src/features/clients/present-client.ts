import type { Client, ClientEvaluation } from '@icf/shared';
import type { ClientEvaluationRecord, ClientRecord } from './clients-repository';

export function presentClient(client: ClientRecord): Client {
  return {
    id: client.id,
    team_id: client.teamId,
    display_name: client.displayName,
    chart_number: client.chartNumber,
    birth_year: client.birthYear,
    note: client.note,
    created_at: client.createdAt.toISOString(),
    updated_at: client.updatedAt.toISOString(),
  };
}

export function presentClientEvaluation(evaluation: ClientEvaluationRecord): ClientEvaluation {
  return {
    id: evaluation.id,
    client: evaluation.client,
    description: evaluation.description,
    evaluation_date: evaluation.evaluationDate,
    created_at: evaluation.createdAt.toISOString(),
    updated_at: evaluation.updatedAt.toISOString(),
  };
}
