import { compareIcfCodes, sortByOfCode, type CodeMap } from '@icf/shared';
import type { IcfSourceRecord } from './source-schemas';

/** Shapes the WHO records into the `GET /api/code/all` map (spec §3), with `id` in ICF order. */
export function buildCodeMap(records: IcfSourceRecord[], koreanTitles: Record<string, string>): CodeMap {
  const ordered = [...records].sort((a, b) => compareIcfCodes(a.code, b.code));
  const map: CodeMap = {};
  ordered.forEach((record, index) => {
    map[record.code] = {
      code: record.code,
      kind: record.kind,
      level: record.level,
      parent: record.parent,
      name: record.title,
      name_translation: koreanTitles[record.code] ?? '',
      description: record.definition ?? '',
      inclusions: record.inclusions ?? '',
      exclusions: record.exclusions ?? '',
      sort_by: sortByOfCode(record.code),
      release: record.release,
      id: index + 1,
    };
  });
  return map;
}
