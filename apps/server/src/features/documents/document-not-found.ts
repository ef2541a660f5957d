import { AppError } from '../../errors/app-error';

/**
 * The one answer for a document the caller cannot use: missing, deleted, or another user's. The body is the
 * same in every case, so nobody learns which ids exist.
 */
export function documentNotFound(): AppError {
  return AppError.notFound('document.not_found');
}
