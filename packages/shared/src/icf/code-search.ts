import type { CodeMap, IcfCode } from '../api/codes';
import { codeSearchMinLength } from './limits';

interface SearchableCode {
  readonly record: IcfCode;
  readonly code: string;
  readonly title: string;
  /** Every searched field, lower-cased and joined, so one `includes` answers the spec's substring rule. */
  readonly haystack: string;
}

/** Category codes in ICF order with their search text prepared once. */
export interface CodeSearchIndex {
  readonly codes: readonly SearchableCode[];
}

/** A line break: the search box is a single line, so a match never spans two fields. */
const fieldSeparator = '\n';

export function createCodeSearchIndex(codes: CodeMap): CodeSearchIndex {
  const categories = Object.values(codes)
    .filter((record) => record.kind === 'category')
    .sort((a, b) => a.id - b.id);
  return {
    codes: categories.map((record) => ({
      record,
      code: record.code.toLowerCase(),
      title: [record.name, record.name_translation].join(fieldSeparator).toLowerCase(),
      haystack: [
        record.code,
        record.name,
        record.name_translation,
        record.description,
        record.inclusions,
        record.exclusions,
      ]
        .join(fieldSeparator)
        .toLowerCase(),
    })),
  };
}

/**
 * Spec §5: a case-insensitive substring match over code, name, description, inclusions, exclusions and
 * name_translation, once the query has at least two characters. Ranked exact code, code prefix, title, the
 * rest; ICF order within a rank.
 */
export function searchCodes(index: CodeSearchIndex, query: string, limit = Infinity): IcfCode[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < codeSearchMinLength || limit <= 0) return [];
  const exact: IcfCode[] = [];
  const prefix: IcfCode[] = [];
  const title: IcfCode[] = [];
  const rest: IcfCode[] = [];
  for (const entry of index.codes) {
    if (!entry.haystack.includes(needle)) continue;
    if (entry.code === needle) exact.push(entry.record);
    else if (entry.code.startsWith(needle)) prefix.push(entry.record);
    else if (entry.title.includes(needle)) title.push(entry.record);
    else rest.push(entry.record);
  }
  return [...exact, ...prefix, ...title, ...rest].slice(0, limit);
}
