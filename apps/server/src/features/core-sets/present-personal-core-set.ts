import { countListComponents, personalCoreSetId, sortCoreSetCodes, type CoreSet } from '@icf/shared';
import type { PersonalCoreSetRecord } from './personal-core-sets-repository';

/**
 * A personal set as a CoreSet: its own condition, for any context, one list ('single') in ICF order, no
 * diff codes and no published sources; its provenance says it is the user's, with the note.
 */
export function presentPersonalCoreSet(row: PersonalCoreSetRecord): CoreSet {
  const id = personalCoreSetId(row.id);
  const codes = sortCoreSetCodes(row.codes);
  return {
    id,
    name: row.name,
    name_translation: row.nameTranslation,
    codes,
    codes_diff: [],
    list: 'single',
    condition: id,
    context: 'any',
    sources: [],
    provenance: {
      kind: 'personal',
      note: row.note,
      counts: countListComponents(codes),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}
