import { AppError } from '../../errors/app-error';

/** The one answer for a set the caller cannot use, missing or another user's: nobody learns which ids exist. */
export function personalCoreSetNotFound(): AppError {
  return AppError.notFound('core_set.not_found');
}
