import { serverMessage } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import { AppError } from '../../errors/app-error';

/** The one answer for a client the caller cannot use, missing or another user's: nobody learns which ids exist. */
export function clientNotFound(locale: Locale): AppError {
  return AppError.notFound(serverMessage(locale, 'client.not_found'));
}
