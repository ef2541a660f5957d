import { AppError } from '../../errors/app-error';

/** The one answer for a client the caller cannot use, missing or another user's: nobody learns which ids exist. */
export function clientNotFound(): AppError {
  return AppError.notFound('client.not_found');
}
