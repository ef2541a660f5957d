import {
  documentInfoFields,
  documentInputMaxLength,
  documentSetsMaxCount,
  documentTextareaFields,
  emptyCodeEntry,
  textareaMaxLength,
  type CodeEntry,
  type DocumentInfo,
} from '@icf/shared';
import { loadMessages } from '@icf/shared/i18n';
import type { IcfData } from '../../src/icf/load-icf-data';

/**
 * The largest valid inputs of the calls that take a document (decision record 0030), for the test that sends
 * them beside a cheap call and for `npm run bench bounded-requests`. Every text is at its limit in the
 * character JSON writes longest (`\u0001`, six bytes) unless a caller gives another (a PDF wants letters).
 */
export const longestJsonCharacter = '\u0001';

export interface WorstDocument {
  info: DocumentInfo;
  sets: string[];
  data: Record<string, CodeEntry>;
}

/** Every category rated, every info field and description at its limit, every served set selected. */
export function worstValidDocument(icf: IcfData, character = longestJsonCharacter): WorstDocument {
  const info = Object.fromEntries(
    documentInfoFields.map((field) => {
      if (field === 'evaluation_date') return [field, '2026-11-25'];
      const max = (documentTextareaFields as readonly string[]).includes(field)
        ? textareaMaxLength
        : documentInputMaxLength;
      return [field, character.repeat(max)];
    }),
  ) as DocumentInfo;
  const sets = icf.coreSetGroups
    .flatMap((group) => group.sets.map((set) => set.id))
    .slice(0, documentSetsMaxCount);
  const data: Record<string, CodeEntry> = {};
  for (const record of Object.values(icf.codes)) {
    if (record.kind !== 'category') continue;
    data[record.code] = {
      ...emptyCodeEntry(),
      s1: true,
      s2: true,
      s3: true,
      s4: true,
      desc: character.repeat(textareaMaxLength),
    };
  }
  return { info, sets, data };
}

/** The download and copy form parts of that document: set names at their limits, the Korean catalogue. */
export async function worstValidExportParts(
  icf: IcfData,
  character = longestJsonCharacter,
): Promise<Record<string, unknown>> {
  const { info, data } = worstValidDocument(icf, character);
  const name = character.repeat(documentInputMaxLength);
  return {
    info,
    data,
    sets: Array.from({ length: documentSetsMaxCount }, () => ({ name, name_translation: name })),
    message: await loadMessages('kr'),
  };
}
