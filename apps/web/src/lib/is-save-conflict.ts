import { ApiError } from './api-client';

/** The merged saves whose 409 names what both sides changed (decision records 0034, 0036). */
export type MergedSave = 'document' | 'client_goals';

/**
 * Whether a failed save is the 409 of changes made meanwhile (`code: 'conflict'` with its conflicts), not
 * another 409. The schemas, and zod with them, load here on the first such answer instead of with the first
 * screens, whose takeover they made a long task on a slow phone (decision record 0039).
 */
export async function isSaveConflict(error: unknown, save: MergedSave): Promise<boolean> {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const schemas = await import('@icf/shared/save-conflicts');
  const schema =
    save === 'document' ? schemas.documentSaveConflictBodySchema : schemas.clientGoalsConflictBodySchema;
  return schema.safeParse(error.body).success;
}
