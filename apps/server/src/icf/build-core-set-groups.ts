import {
  coreSetGroupKeys,
  type CoreSet,
  type CoreSetGroup,
  type CoreSetGroupKey,
  type CoreSetSource,
  countListComponents,
  sortCoreSetCodes,
} from '@icf/shared';
import type { CoreSetSourceEntry, PublishedCounts, Verification } from './source-schemas';

/**
 * A list is served as an official core set only when the catalogue marks it verified: read in two
 * independent sources, or in one source whose counts match the published counts. See
 * docs/decisions/0004-which-core-set-lists-are-served.md.
 */
const servedVerifications = ['two-sources', 'one-source-counts-match'] as const;
type ServedVerification = (typeof servedVerifications)[number];

export function isServedVerification(value: Verification): value is ServedVerification {
  return (servedVerifications as readonly Verification[]).includes(value);
}

export interface CoreSetCatalogueInputs {
  entries: CoreSetSourceEntry[];
  knownCodes: ReadonlySet<string>;
  koreanNames: Record<string, string>;
  /** Clinician-readable citations per set id; the catalogue's own source notes stand in where none. */
  publications: Record<string, CoreSetSource[]>;
}

export interface CoreSetCatalogue {
  groups: CoreSetGroup[];
  /** Lists left out because they name codes the classification lacks; logged at start-up. */
  warnings: string[];
}

/**
 * Builds the grouped catalogue of spec §2 out of the verified lists. Every condition the catalogue knows
 * shows: with its served list, or among its group's `unavailable` conditions. A list naming a code that is
 * not in the classification is left out with a warning, so that one bad list never stops the server.
 */
export function buildCoreSetGroups(inputs: CoreSetCatalogueInputs): CoreSetCatalogue {
  const groups = emptyCoreSetGroups();
  const warnings: string[] = [];
  for (const entry of inputs.entries) {
    const group = groups[groupIndexOf(entry)]!;
    const nameTranslation = inputs.koreanNames[entry.id] ?? '';
    const lists = servedLists(entry);
    const unknown = [...(lists.brief ?? []), ...(lists.comprehensive ?? [])].filter(
      (code) => !inputs.knownCodes.has(code),
    );
    if (unknown.length > 0) {
      warnings.push(
        `core set ${entry.id} is not served: it lists codes that are not in the classification: ${[...new Set(unknown)].join(', ')}`,
      );
    }
    const set = unknown.length > 0 ? null : presentCoreSet(entry, lists, nameTranslation, inputs);
    if (set) group.sets.push(set);
    else {
      group.unavailable.push({
        condition: entry.id,
        name: entry.name,
        name_translation: nameTranslation,
        context: entry.context,
        expectedTotals: {
          brief: entry.expectedCounts?.brief?.total ?? null,
          comprehensive: entry.expectedCounts?.comprehensive?.total ?? null,
        },
      });
    }
  }
  return { groups, warnings };
}

/** Groups 0–5 of the official catalogue, empty; group 6 ('personal') is added per signed-in caller. */
export function emptyCoreSetGroups(): CoreSetGroup[] {
  return coreSetGroupKeys
    .filter((key) => key !== 'personal')
    .map((key, group) => emptyCoreSetGroup(key, group));
}

export function emptyCoreSetGroup(key: CoreSetGroupKey, group: number): CoreSetGroup {
  return { group, key, headed: group >= 2, sets: [], unavailable: [] };
}

/** The catalogue's group of an entry: 'general' splits into the Generic Set and the Rehabilitation Set. */
export function groupKeyOf(entry: { id: string; group: CoreSetSourceEntry['group'] }): CoreSetGroupKey {
  if (entry.group !== 'general') return entry.group;
  return entry.id === 'generic' ? 'generic' : 'rehabilitation';
}

function groupIndexOf(entry: CoreSetSourceEntry): number {
  return coreSetGroupKeys.indexOf(groupKeyOf(entry));
}

interface ServedLists {
  brief: string[] | null;
  comprehensive: string[] | null;
  briefVerification: ServedVerification | null;
  comprehensiveVerification: ServedVerification | null;
}

function servedLists(entry: CoreSetSourceEntry): ServedLists {
  const briefServed = entry.brief !== null && isServedVerification(entry.verified.brief);
  const comprehensiveServed =
    entry.comprehensive !== null && isServedVerification(entry.verified.comprehensive);
  return {
    brief: briefServed ? sortCoreSetCodes(entry.brief!) : null,
    comprehensive: comprehensiveServed ? sortCoreSetCodes(entry.comprehensive!) : null,
    briefVerification: briefServed ? (entry.verified.brief as ServedVerification) : null,
    comprehensiveVerification: comprehensiveServed
      ? (entry.verified.comprehensive as ServedVerification)
      : null,
  };
}

function presentCoreSet(
  entry: CoreSetSourceEntry,
  lists: ServedLists,
  nameTranslation: string,
  inputs: CoreSetCatalogueInputs,
): CoreSet | null {
  const codes = lists.brief ?? lists.comprehensive;
  if (!codes) return null;
  const usesBrief = lists.brief !== null;
  const inCodes = new Set(codes);
  const codesDiff = usesBrief ? (lists.comprehensive ?? []).filter((code) => !inCodes.has(code)) : [];
  const counts = countListComponents(codes);
  const comprehensiveCounts = lists.comprehensive ? countListComponents(lists.comprehensive) : null;
  const published = usesBrief ? entry.expectedCounts?.brief : entry.expectedCounts?.comprehensive;
  return {
    id: entry.id,
    name: entry.name,
    name_translation: nameTranslation,
    codes,
    codes_diff: codesDiff,
    list: usesBrief ? (entry.singleList ? 'single' : 'brief') : 'comprehensive',
    condition: entry.id,
    context: entry.context,
    sources: inputs.publications[entry.id] ?? sourceNotesOf(entry),
    provenance: {
      kind: 'official',
      verification: (usesBrief ? lists.briefVerification : lists.comprehensiveVerification)!,
      countsChecked: countsMatchPublished(counts, published),
      counts,
      comprehensiveCounts,
    },
  };
}

/**
 * Whether the publication states at least one count for the list and every stated count equals the
 * list's own: only then does the screen say "counts checked against the publication".
 */
export function countsMatchPublished(
  counts: Record<'b' | 's' | 'd' | 'e' | 'total', number>,
  published: PublishedCounts | null | undefined,
): boolean {
  if (!published) return false;
  const stated = (['b', 's', 'd', 'e', 'total'] as const).filter(
    (key) => published[key] !== null && published[key] !== undefined,
  );
  return stated.length > 0 && stated.every((key) => published[key] === counts[key]);
}

function sourceNotesOf(entry: CoreSetSourceEntry): CoreSetSource[] {
  return entry.sources.map((source) => ({
    citation: source.citation ?? source.gave ?? source.url ?? '',
    url: source.url ?? null,
  }));
}
