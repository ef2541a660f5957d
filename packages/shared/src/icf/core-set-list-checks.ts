import type {
  CoreSetListIssue,
  CoreSetListName,
  CoreSetListReport,
  InstitutionCoreSetEntry,
  InstitutionCoreSetFile,
  PublishedCounts,
} from '../api/institution-core-sets';
import { compareIcfCodes, componentLetters, isComponentLetter } from './code-kind';
import { countListComponents } from './core-set-codes';

export { countListComponents };

/** A verified list of the official catalogue, as served; null where the catalogue serves no such list. */
export interface OfficialCoreSetList {
  condition: string;
  name: string;
  brief: readonly string[] | null;
  comprehensive: readonly string[] | null;
}

/** A live (not withdrawn) institution list, which a new list of the same condition and context replaces. */
interface LiveInstitutionCoreSet {
  id: string;
  condition: string;
  context: string;
  importedAt: string;
}

export interface CoreSetListReference {
  /** The categories of the classification the server serves (ICF-CY additions included). */
  knownCodes: ReadonlySet<string>;
  official: readonly OfficialCoreSetList[];
  live?: readonly LiveInstitutionCoreSet[];
}

/**
 * Checks a parsed list file against the classification and the official catalogue. Errors refuse the import
 * whole; warnings need the administrator's explicit acceptance. Pure, so the command and a later admin page
 * show the same report.
 */
export function checkCoreSetLists(
  file: InstitutionCoreSetFile,
  reference: CoreSetListReference,
): CoreSetListReport {
  const issues: CoreSetListIssue[] = [
    ...file.sets.flatMap((set) => checkOneSet(set, reference)),
    ...findDuplicateSets(file.sets),
    ...file.sets.flatMap((set) => findReplacedInstitutionLists(set, reference.live ?? [])),
  ];
  return {
    sets: file.sets.map((set) => ({
      key: keyOfSet(set),
      condition: set.condition,
      context: set.context,
      name: set.name.en,
      brief: set.brief ? countListComponents(set.brief) : null,
      comprehensive: set.comprehensive ? countListComponents(set.comprehensive) : null,
    })),
    errors: issues.filter((issue) => issue.severity === 'error'),
    warnings: issues.filter((issue) => issue.severity === 'warning'),
  };
}

/** The report of a file that could not be read at all: nothing to check, one error per problem. */
export function reportUnreadableFile(problems: readonly string[]): CoreSetListReport {
  return {
    sets: [],
    errors: problems.map((message) => ({
      severity: 'error',
      rule: 'unreadable-file',
      set: null,
      list: null,
      message,
      codes: [],
    })),
    warnings: [],
  };
}

/** How many distinct categories of each component a list holds. */
function keyOfSet(set: Pick<InstitutionCoreSetEntry, 'condition' | 'context'>): string {
  return `${set.condition}/${set.context}`;
}

function checkOneSet(set: InstitutionCoreSetEntry, reference: CoreSetListReference): CoreSetListIssue[] {
  const key = keyOfSet(set);
  const lists = presentLists(set);
  if (lists.length === 0) {
    return [issue('error', 'missing-list', key, null, 'names neither a Brief nor a Comprehensive list', [])];
  }
  const issues: CoreSetListIssue[] = [];
  for (const [list, codes] of lists) {
    issues.push(
      ...findUnknownCodes(key, list, codes, reference.knownCodes),
      ...findDuplicateCodes(key, list, codes),
      ...compareWithPublishedCounts(key, list, codes, set.publishedCounts[list]),
    );
  }
  issues.push(...findBriefCodesOutsideComprehensive(set), ...compareWithOfficial(set, reference.official));
  return issues;
}

function presentLists(set: InstitutionCoreSetEntry): Array<[CoreSetListName, string[]]> {
  const lists: Array<[CoreSetListName, string[]]> = [];
  // An empty list says as little as a missing one; treating it as missing gives one clear message.
  if (set.brief && set.brief.length > 0) lists.push(['brief', set.brief]);
  if (set.comprehensive && set.comprehensive.length > 0) lists.push(['comprehensive', set.comprehensive]);
  return lists;
}

function findUnknownCodes(
  key: string,
  list: CoreSetListName,
  codes: readonly string[],
  knownCodes: ReadonlySet<string>,
): CoreSetListIssue[] {
  const unknown = sortCodes(new Set(codes.filter((code) => !knownCodes.has(code))));
  if (unknown.length === 0) return [];
  return [
    issue(
      'error',
      'unknown-code',
      key,
      list,
      `${nameOfList(list)} list: ${unknown.length} code(s) are not categories of the classification: ${unknown.join(' ')}`,
      unknown,
    ),
  ];
}

function findDuplicateCodes(
  key: string,
  list: CoreSetListName,
  codes: readonly string[],
): CoreSetListIssue[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) repeated.add(code);
    seen.add(code);
  }
  if (repeated.size === 0) return [];
  const listed = sortCodes(repeated);
  return [
    issue(
      'error',
      'duplicate-code',
      key,
      list,
      `${nameOfList(list)} list names these codes more than once: ${listed.join(' ')}`,
      listed,
    ),
  ];
}

function compareWithPublishedCounts(
  key: string,
  list: CoreSetListName,
  codes: readonly string[],
  published: PublishedCounts | null,
): CoreSetListIssue[] {
  if (!published) return [];
  const actual = countListComponents(codes);
  const differences = ([...componentLetters, 'total'] as const).flatMap((field) => {
    const stated = published[field];
    return stated === null || stated === actual[field]
      ? []
      : [`${field} ${actual[field]} (published ${stated})`];
  });
  if (differences.length === 0) return [];
  return [
    issue(
      'error',
      'count-mismatch',
      key,
      list,
      `${nameOfList(list)} list counts differ from the published counts: ${differences.join(', ')}`,
      [],
    ),
  ];
}

function findBriefCodesOutsideComprehensive(set: InstitutionCoreSetEntry): CoreSetListIssue[] {
  if (!set.brief?.length || !set.comprehensive?.length) return [];
  const comprehensive = new Set(set.comprehensive);
  const outside = sortCodes(new Set(set.brief.filter((code) => !comprehensive.has(code))));
  if (outside.length === 0) return [];
  return [
    issue(
      'error',
      'brief-not-in-comprehensive',
      keyOfSet(set),
      'brief',
      `Brief list codes missing from the Comprehensive list: ${outside.join(' ')}`,
      outside,
    ),
  ];
}

function findDuplicateSets(sets: readonly InstitutionCoreSetEntry[]): CoreSetListIssue[] {
  const counts = new Map<string, number>();
  for (const set of sets) counts.set(keyOfSet(set), (counts.get(keyOfSet(set)) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([key, count]) =>
      issue('error', 'duplicate-set', key, null, `the file names ${key} ${count} times`, []),
    );
}

function compareWithOfficial(
  set: InstitutionCoreSetEntry,
  officialLists: readonly OfficialCoreSetList[],
): CoreSetListIssue[] {
  const official = officialLists.find((entry) => entry.condition === set.condition);
  if (!official) return [];
  const issues: CoreSetListIssue[] = [];
  for (const [list, codes] of presentLists(set)) {
    const officialCodes = official[list];
    if (!officialCodes) continue;
    const imported = new Set(codes);
    const verified = new Set(officialCodes);
    const added = sortCodes(new Set(codes.filter((code) => !verified.has(code))));
    const missing = sortCodes(new Set(officialCodes.filter((code) => !imported.has(code))));
    if (added.length === 0 && missing.length === 0) continue;
    issues.push({
      ...issue(
        'warning',
        'differs-from-official',
        keyOfSet(set),
        list,
        `${nameOfList(list)} list differs from the verified official list of ${official.name}: ` +
          `${added.length} added (${added.join(' ') || '-'}), ${missing.length} missing (${missing.join(' ') || '-'})`,
        added,
      ),
      missingCodes: missing,
    });
  }
  return issues;
}

function findReplacedInstitutionLists(
  set: InstitutionCoreSetEntry,
  live: readonly LiveInstitutionCoreSet[],
): CoreSetListIssue[] {
  return live
    .filter((row) => row.condition === set.condition && row.context === set.context)
    .map((row) =>
      issue(
        'warning',
        'replaces-institution-list',
        keyOfSet(set),
        null,
        `replaces institution list ${row.id} (imported ${row.importedAt}), which will be withdrawn`,
        [],
      ),
    );
}

function issue(
  severity: CoreSetListIssue['severity'],
  rule: CoreSetListIssue['rule'],
  set: string | null,
  list: CoreSetListName | null,
  message: string,
  codes: string[],
): CoreSetListIssue {
  return { severity, rule, set, list, message, codes };
}

function nameOfList(list: CoreSetListName): string {
  return list === 'brief' ? 'Brief' : 'Comprehensive';
}

/** ICF order for codes of the classification; anything else (a typo) after them, as text. */
function sortCodes(codes: Iterable<string>): string[] {
  return [...codes].sort((a, b) => {
    const aKnown = isComponentLetter(a.charAt(0));
    const bKnown = isComponentLetter(b.charAt(0));
    if (aKnown && bKnown) return compareIcfCodes(a, b);
    if (aKnown !== bKnown) return aKnown ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
}
