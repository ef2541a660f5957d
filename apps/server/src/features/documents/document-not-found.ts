import { serverMessage } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import { AppError } from '../../errors/app-error';

/**
 * The one answer for a document the caller cannot use: missing, deleted, or another user's. The body is the
 * same in every case, so nobody learns which ids exist.
 */
export function documentNotFound(locale: Locale): AppError {
  return AppError.notFound(serverMessage(locale, 'document.not_found'));
}
