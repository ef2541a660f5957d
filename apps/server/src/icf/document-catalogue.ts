import { codeEntriesMaxCount } from '@icf/shared';
import type { IcfData } from './load-icf-data';

/** What a saved document may name: the ICF category codes and the ids of the served core sets. */
export interface DocumentCatalogue {
  categoryCodes: ReadonlySet<string>;
  isCoreSetId(id: string): boolean;
  /** How many code entries one request may carry, derived from `categoryCodes` (decision record 0025). */
  codeEntriesMax: number;
}

/**
 * Institution lists and personal sets come and go (withdrawn, deleted) while documents keep naming them;
 * documents keep codes, not references that can break, so any id of that form is accepted.
 */
const storedCoreSetId = /^(institution|personal)-[1-9]\d{0,9}$/;

/**
 * Built once at start-up from the reference data the server serves (`/api/code/all`, `/api/set/all`).
 * Only categories carry qualifiers; components and chapters ('b', 'b2') are headings, never documented.
 */
export function createDocumentCatalogue(icf: IcfData): DocumentCatalogue {
  const officialIds = new Set(icf.coreSetGroups.flatMap((group) => group.sets.map((set) => set.id)));
  const categoryCodes = new Set(
    Object.values(icf.codes)
      .filter((record) => record.kind === 'category')
      .map((record) => record.code),
  );
  return {
    categoryCodes,
    isCoreSetId: (id) => officialIds.has(id) || storedCoreSetId.test(id),
    codeEntriesMax: codeEntriesMaxCount(categoryCodes.size),
  };
}
