import { isSaveConflict } from '../../../lib/is-save-conflict';

/** Whether a failed save is the 409 of entries changed meanwhile (decision record 0036), not another 409. */
export function isEditConflict(error: unknown): Promise<boolean> {
  return isSaveConflict(error, 'document');
}
