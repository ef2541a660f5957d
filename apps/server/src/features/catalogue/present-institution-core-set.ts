import {
  countListComponents,
  sortCoreSetCodes,
  type CoreSet,
  type CoreSetContext,
  type CoreSetGroupKey,
} from '@icf/shared';
import { groupKeyOf } from '../../icf/build-core-set-groups';
import type { InstitutionCoreSetRecord } from './catalogue-repository';
import { formatInstitutionCoreSetId } from './institution-core-set-id';

export interface GroupedInstitutionCoreSet {
  groupKey: CoreSetGroupKey;
  set: CoreSet;
}

/**
 * An institution list as `GET /api/set/all` serves it: like an official set, the Brief list is `codes` and
 * the rest of the Comprehensive list is `codes_diff`; a set with only a Comprehensive list serves that.
 * It goes to the group the official catalogue would give its condition.
 */
export function presentInstitutionCoreSet(row: InstitutionCoreSetRecord): GroupedInstitutionCoreSet {
  const brief = row.brief && row.brief.length > 0 ? sortCoreSetCodes(row.brief) : null;
  const comprehensive =
    row.comprehensive && row.comprehensive.length > 0 ? sortCoreSetCodes(row.comprehensive) : null;
  const codes = brief ?? comprehensive ?? [];
  const inCodes = new Set(codes);
  const group = row.group as Parameters<typeof groupKeyOf>[0]['group'];
  return {
    groupKey: groupKeyOf({ id: row.condition, group }),
    set: {
      id: formatInstitutionCoreSetId(row.id),
      name: row.name,
      name_translation: row.nameTranslation,
      codes,
      codes_diff: brief ? (comprehensive ?? []).filter((code) => !inCodes.has(code)) : [],
      list: brief ? 'brief' : 'comprehensive',
      condition: row.condition,
      context: row.context as CoreSetContext,
      sources: [{ citation: row.source, url: null }],
      provenance: {
        kind: 'institution',
        source: row.source,
        importedAt: row.createdAt.toISOString(),
        counts: countListComponents(codes),
        comprehensiveCounts: comprehensive ? countListComponents(comprehensive) : null,
      },
    },
  };
}
