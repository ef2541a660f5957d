import type { ClientGoalsResponse } from '@icf/shared';
import type { ClientGoalsRecord } from './client-goals-repository';

export function presentClientGoals(record: ClientGoalsRecord): ClientGoalsResponse {
  return {
    goals: record.goals,
    updated_at: record.updatedAt?.toISOString() ?? null,
    version: record.version,
  };
}
