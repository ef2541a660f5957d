import type { CodeEntry } from '../icf/code-entry';
import { textareaMaxLength } from '../icf/limits';
import {
  documentInfoFields,
  documentInputMaxLength,
  documentSetsMaxCount,
  documentTextareaFields,
} from './document-fields';
import { codeKeyMaxLength } from './documents';

/**
 * JSON.stringify writes no character longer than a control character's `\u0001`: six bytes for one UTF-16
 * unit (Korean text is three). A body whose every text is at its limit in such characters is the largest
 * valid one a client can send (decision record 0030).
 */
const longestCharacterBytes = 6;

/** Everything of a code entry but its description, at its longest: a facilitator, a goal with a date. */
const longestEntryWithoutText: CodeEntry = {
  q1: '+8',
  q2: '+8',
  q3: '+8',
  s1: false,
  s2: false,
  s3: false,
  s4: false,
  desc: '',
  goal: { slot: 'q1', value: '+4', date: '2026-12-31' },
};

function textBytes(maxLength: number): number {
  return maxLength * longestCharacterBytes + 3; // the quotes and a separator
}

/** The info fields at their limits, under their names. */
function infoBytes(): number {
  return documentInfoFields.reduce((sum, field) => {
    const max = (documentTextareaFields as readonly string[]).includes(field)
      ? textareaMaxLength
      : documentInputMaxLength;
    return sum + field.length + 3 + textBytes(max);
  }, 0);
}

/** Every category rated, each with a description at its limit. */
function codeDataBytes(categoryCount: number): number {
  const entryBytes =
    textBytes(codeKeyMaxLength) +
    JSON.stringify(longestEntryWithoutText).length +
    textBytes(textareaMaxLength);
  return categoryCount * entryBytes;
}

/** Room for what a size cannot be computed from: ids, brackets, a client's whitespace. */
const slackBytes = 64 * 1024;

/**
 * The largest valid `POST /api/document/save` body for a classification of `categoryCount` categories: the
 * info fields, `sets` and `data` at every limit of the shared schema. About 9.5 MB for the ~1,550 categories
 * of the ICF; a real document of every category in Korean is about half that.
 */
export function saveDocumentBodyMaxBytes(categoryCount: number): number {
  const sets = documentSetsMaxCount * textBytes(documentInputMaxLength);
  return infoBytes() + sets + codeDataBytes(categoryCount) + slackBytes;
}

/**
 * The message catalogue a copy or download carries (spec §7 `message`): only keys the server knows are used,
 * and its own catalogue is about 40 KB in either locale; 1 MB leaves room for catalogues of later releases.
 */
const exportMessagesMaxBytes = 1024 * 1024;

/**
 * The largest valid download or copy form: the save body's parts (a set is its name in two languages) and
 * the message catalogue, as multipart form data.
 */
export function exportDocumentBodyMaxBytes(categoryCount: number): number {
  const setNames = documentSetsMaxCount * textBytes(documentInputMaxLength);
  return saveDocumentBodyMaxBytes(categoryCount) + setNames + exportMessagesMaxBytes;
}
