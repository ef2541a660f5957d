import { mergeCatalogues, mergeRecords, type IcfRelease } from './read-icf-release';
import type { CoreSetSourceEntry, IcfSourceRecord } from './source-schemas';

/**
 * What is wrong with a release, in two kinds:
 * - `structure`: the classification itself is broken (a duplicate code, a missing parent, a record of the wrong
 *   kind or level). The server refuses to start on it; nothing built on it could be trusted.
 * - `lists`: a core-set entry names a code the classification lacks, or serves a list without a source. The
 *   server leaves such a list out with a warning (one bad list never stops it); the import refuses the folder,
 *   because an official list is shipped only as it was read in its source (decision 0004).
 */
export interface IcfReleaseProblems {
  structure: string[];
  lists: string[];
}

const components = ['b', 's', 'd', 'e'] as const;
/** Past this many, a report says how many more there are instead of listing them. */
const reportedPerKind = 20;

export function checkIcfRelease(release: IcfRelease): IcfReleaseProblems {
  const records = mergeRecords(release.classification, release.cyAdditions);
  return {
    structure: capped(checkClassification(release.classification, release.cyAdditions, records)),
    lists: capped(checkCatalogue(mergeCatalogues(release.catalogue, release.cyCatalogue), records)),
  };
}

function checkClassification(
  classification: IcfSourceRecord[],
  additions: IcfSourceRecord[],
  records: IcfSourceRecord[],
): string[] {
  const problems: string[] = [];
  for (const [name, file] of [
    ['icf-classification.en.json', classification],
    ['icf-cy-additions.en.json', additions],
  ] as const) {
    const seen = new Set<string>();
    for (const record of file) {
      if (seen.has(record.code)) problems.push(`${name}: ${record.code} appears more than once`);
      seen.add(record.code);
    }
  }
  const byCode = new Map(records.map((record) => [record.code, record]));
  for (const component of components) {
    const record = byCode.get(component);
    if (record?.kind !== 'component') problems.push(`the component ${component} is missing`);
  }
  for (const record of records) {
    if (!record.code.startsWith(record.component)) {
      problems.push(`${record.code}: its component is ${record.component}`);
    }
    if (record.kind === 'component') {
      if (record.parent !== null || record.level !== 0 || record.code.length !== 1) {
        problems.push(`${record.code}: a component has level 0, a one-letter code and no parent`);
      }
      continue;
    }
    const parent = record.parent === null ? undefined : byCode.get(record.parent);
    if (!parent) {
      problems.push(`${record.code}: its parent ${record.parent ?? '(none)'} is not in the classification`);
      continue;
    }
    if (!record.code.startsWith(parent.code) || record.level !== parent.level + 1) {
      problems.push(`${record.code}: its parent ${parent.code} is not one level above it`);
    }
    const expectedParentKind = record.kind === 'chapter' ? 'component' : ['chapter', 'category'];
    if (!expectedParentKind.includes(parent.kind)) {
      problems.push(`${record.code}: a ${record.kind} cannot sit under a ${parent.kind}`);
    }
  }
  for (const component of components) {
    const kinds = records.filter((record) => record.component === component);
    if (!kinds.some((record) => record.kind === 'chapter')) problems.push(`${component} has no chapter`);
    if (!kinds.some((record) => record.kind === 'category')) problems.push(`${component} has no category`);
  }
  return problems;
}

function checkCatalogue(entries: CoreSetSourceEntry[], records: IcfSourceRecord[]): string[] {
  const problems: string[] = [];
  const categories = new Set(records.filter((record) => record.kind === 'category').map((r) => r.code));
  for (const entry of entries) {
    for (const list of ['brief', 'comprehensive'] as const) {
      const codes = entry[list];
      if (codes === null) continue;
      const unknown = codes.filter((code) => !categories.has(code));
      if (unknown.length > 0) {
        problems.push(`${entry.id} (${list}) names codes the classification lacks: ${unknown.join(', ')}`);
      }
      if (entry.sources.length === 0) problems.push(`${entry.id} (${list}) has a list but no source`);
      if (entry.verified[list] === 'missing') {
        problems.push(`${entry.id} (${list}) has a list marked "missing" (not read in any source)`);
      }
    }
  }
  return problems;
}

export function capped(problems: string[]): string[] {
  if (problems.length <= reportedPerKind) return problems;
  return [
    ...problems.slice(0, reportedPerKind),
    `… and ${problems.length - reportedPerKind} more of the same kind`,
  ];
}
