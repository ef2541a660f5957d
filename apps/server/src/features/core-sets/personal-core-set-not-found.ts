import { serverMessage } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import { AppError } from '../../errors/app-error';

/** The one answer for a set the caller cannot use, missing or another user's: nobody learns which ids exist. */
export function personalCoreSetNotFound(locale: Locale): AppError {
  return AppError.notFound(serverMessage(locale, 'core_set.not_found'));
}
