import { message } from '@icf/shared';
import { AppError } from '../../errors/app-error';
import type { DocumentCatalogue } from '../../icf/document-catalogue';

/** An answer naming thousands of codes helps nobody; the first ones show what is wrong. */
const namedCodesMax = 20;

/**
 * Every code of a personal set must be an ICF category the server serves (the same categories a document may
 * rate), so that choosing the set never selects a code the write screen cannot show. Answers the codes
 * without duplicates; unknown codes are one 422 on `codes`.
 */
export function checkPersonalCoreSetCodes(catalogue: DocumentCatalogue, codes: readonly string[]): string[] {
  const unique = [...new Set(codes)];
  const unknown = unique.filter((code) => !catalogue.categoryCodes.has(code));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, namedCodesMax).join(', ');
    const names = unknown.length > namedCodesMax ? `${shown} … (+${unknown.length - namedCodesMax})` : shown;
    throw AppError.validation({ codes: [message('document.unknown_codes', { codes: names })] });
  }
  return unique;
}
