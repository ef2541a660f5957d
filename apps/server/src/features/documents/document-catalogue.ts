import type { IcfData } from '../../icf/load-icf-data';

/** What a saved document may name: the ICF category codes and the ids of the served core sets. */
export interface DocumentCatalogue {
  categoryCodes: ReadonlySet<string>;
  coreSetIds: ReadonlySet<string>;
}

/**
 * Built once at start-up from the reference data the server serves (`/api/code/all`, `/api/set/all`).
 * Only categories carry qualifiers; components and chapters ('b', 'b2') are headings, never documented.
 */
export function createDocumentCatalogue(icf: IcfData): DocumentCatalogue {
  return {
    categoryCodes: new Set(
      Object.values(icf.codes)
        .filter((record) => record.kind === 'category')
        .map((record) => record.code),
    ),
    coreSetIds: new Set(icf.coreSetGroups.flatMap((group) => group.sets.map((set) => set.id))),
  };
}
