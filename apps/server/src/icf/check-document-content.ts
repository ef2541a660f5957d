import {
  message,
  textareaMaxLength,
  validateCodeEntry,
  type CodeEntry,
  type CodeEntryProblem,
  type MessageDescriptor,
  type SaveDocumentRequest,
} from '@icf/shared';
import { AppError, type FieldErrors } from '../errors/app-error';
import type { DocumentCatalogue } from './document-catalogue';

/** An answer naming thousands of codes helps nobody; the first ones show what is wrong. */
const namedCodesMax = 20;

/**
 * The checks the request schema cannot make, because they need the reference data: every code in `data` is
 * an ICF category the server serves, every set id is a served core set (once), and each entry passes the
 * shared rules of its code's kind (`validateCodeEntry`: legal qualifier values, description length).
 * All problems are reported together in one 422.
 */
export function checkDocumentContent(
  catalogue: DocumentCatalogue,
  content: Pick<SaveDocumentRequest, 'sets' | 'data'>,
): void {
  const errors: FieldErrors = {};

  const unknownSets = content.sets.filter((id) => !catalogue.isCoreSetId(id));
  if (unknownSets.length > 0) {
    errors.sets = [message('document.unknown_sets', { sets: nameList(unknownSets) })];
  }
  const duplicateSets = content.sets.filter((id, index) => content.sets.indexOf(id) !== index);
  if (duplicateSets.length > 0) {
    (errors.sets ??= []).push(
      message('document.duplicate_sets', { sets: nameList([...new Set(duplicateSets)]) }),
    );
  }

  Object.assign(errors, codeEntryProblems(catalogue, content.data));
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/**
 * Every code in `data` must be an ICF category the server serves, and each entry must pass the shared rules of
 * its code's kind (`validateCodeEntry`). Throws one 422 naming every problem (the download and copy calls).
 */
export function checkCodeEntries(catalogue: DocumentCatalogue, data: SaveDocumentRequest['data']): void {
  const errors = codeEntryProblems(catalogue, data);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

function codeEntryProblems(catalogue: DocumentCatalogue, data: SaveDocumentRequest['data']): FieldErrors {
  const errors: FieldErrors = {};
  const content = { data };
  const codes = Object.keys(content.data);
  const unknownCodes = codes.filter((code) => !catalogue.categoryCodes.has(code));
  if (unknownCodes.length > 0) {
    errors.data = [message('document.unknown_codes', { codes: nameList(unknownCodes) })];
  }

  for (const code of codes) {
    if (!catalogue.categoryCodes.has(code)) continue;
    const entry = content.data[code]!;
    for (const problem of validateCodeEntry(code, entry)) {
      (errors[`data.${code}.${problem.field}`] ??= []).push(problemMessage(code, entry, problem));
    }
  }
  return errors;
}

function problemMessage(code: string, entry: CodeEntry, problem: CodeEntryProblem): MessageDescriptor {
  switch (problem.reason) {
    case 'too_long':
      return message('document.desc_too_long', { code, max: textareaMaxLength });
    case 'illegal_goal':
      return message('document.illegal_goal', {
        code,
        value: shortened(entry.goal?.value ?? ''),
      });
    case 'goal_date':
      return message('document.goal_date', { code });
    case 'illegal_qualifier':
      return message('document.illegal_qualifier', {
        code,
        slot: problem.field,
        value: shortened(String(entry[problem.field])),
      });
  }
}

/** Qualifier values have no length limit of their own; an answer quotes only their start. */
function shortened(value: string): string {
  const characters = Array.from(value);
  return characters.length > 20 ? `${characters.slice(0, 20).join('')}…` : value;
}

function nameList(names: readonly string[]): string {
  const shown = names.slice(0, namedCodesMax).join(', ');
  return names.length > namedCodesMax ? `${shown} … (+${names.length - namedCodesMax})` : shown;
}
