import type { CoreSetListReference, OfficialCoreSetList } from '@icf/shared';
import type { IcfData } from '../../icf/load-icf-data';

/** What an import is checked against, without the live institution lists (those are read per import). */
export type CatalogueReference = Omit<CoreSetListReference, 'live'>;

/**
 * Takes the codes and official lists from the data the server serves, so that an import is checked against
 * exactly what the select screen offers (ICF-CY additions included, unverified lists left out).
 */
export function createCatalogueReference(icf: IcfData): CatalogueReference {
  const knownCodes = new Set(
    Object.values(icf.codes)
      .filter((code) => code.kind === 'category')
      .map((code) => code.code),
  );
  const official: OfficialCoreSetList[] = icf.coreSetGroups.flatMap((group) =>
    group.sets
      .filter((set) => set.provenance.kind === 'official')
      .map((set) => {
        const hasComprehensive =
          set.provenance.kind === 'official' && set.provenance.comprehensiveCounts !== null;
        if (set.list === 'comprehensive') {
          return { condition: set.condition, name: set.name, brief: null, comprehensive: set.codes };
        }
        return {
          condition: set.condition,
          name: set.name,
          brief: set.codes,
          comprehensive: hasComprehensive ? [...set.codes, ...set.codes_diff] : null,
        };
      }),
  );
  return { knownCodes, official };
}
