import {
  compareIcfCodes,
  coreSetGroupKeys,
  type CoreSet,
  type CoreSetGroup,
  type CoreSetGroupKey,
} from '@icf/shared';
import type { CoreSetSourceEntry, Verification } from './source-schemas';

/**
 * A list is served as an official core set only when the catalogue marks it verified: read in two
 * independent sources, or in one source whose counts match the published counts. See
 * docs/decisions/0004-which-core-set-lists-are-served.md.
 */
const servedVerifications: readonly Verification[] = ['two-sources', 'one-source-counts-match'];

export function isServedVerification(value: Verification): boolean {
  return servedVerifications.includes(value);
}

/** Builds the grouped catalogue of spec §2 out of the verified lists; unknown codes are an error. */
export function buildCoreSetGroups(
  entries: CoreSetSourceEntry[],
  knownCodes: ReadonlySet<string>,
  koreanNames: Record<string, string>,
): CoreSetGroup[] {
  const groups: CoreSetGroup[] = coreSetGroupKeys.map((key, group) => ({
    group,
    key,
    headed: group >= 2,
    sets: [],
  }));
  for (const entry of entries) {
    const set = presentCoreSet(entry, koreanNames[entry.id] ?? '');
    if (!set) continue;
    const unknown = [...set.codes, ...set.codes_diff].filter((code) => !knownCodes.has(code));
    if (unknown.length > 0) {
      throw new Error(
        `core set ${entry.id} lists codes that are not in the classification: ${unknown.join(', ')}`,
      );
    }
    groups[groupIndexOf(entry)]!.sets.push(set);
  }
  return groups;
}

function groupIndexOf(entry: CoreSetSourceEntry): number {
  const key: CoreSetGroupKey =
    entry.group === 'general' ? (entry.id === 'generic' ? 'generic' : 'rehabilitation') : entry.group;
  return coreSetGroupKeys.indexOf(key);
}

function presentCoreSet(entry: CoreSetSourceEntry, nameTranslation: string): CoreSet | null {
  const brief = entry.brief && isServedVerification(entry.verified.brief) ? sortCodes(entry.brief) : null;
  const comprehensive =
    entry.comprehensive && isServedVerification(entry.verified.comprehensive)
      ? sortCodes(entry.comprehensive)
      : null;
  const base = {
    id: entry.id,
    name: entry.name,
    name_translation: nameTranslation,
    sources: entry.sources.map((source) => ({
      citation: source.citation ?? source.gave ?? source.url ?? '',
      url: source.url ?? null,
    })),
  };
  if (brief) {
    const inBrief = new Set(brief);
    return {
      ...base,
      codes: brief,
      codes_diff: (comprehensive ?? []).filter((code) => !inBrief.has(code)),
      list: entry.singleList ? 'single' : 'brief',
    };
  }
  if (comprehensive) return { ...base, codes: comprehensive, codes_diff: [], list: 'comprehensive' };
  return null;
}

function sortCodes(codes: string[]): string[] {
  return [...new Set(codes)].sort(compareIcfCodes);
}
