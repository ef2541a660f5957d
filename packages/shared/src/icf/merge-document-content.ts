import { mergeKeyedValues } from '../merge/merge-keyed-values';

/**
 * Three-way merge of one evaluation saved by two people at once (interdisciplinary teams): the version both
 * started from (`base`), the one being saved (`mine`) and the one saved meanwhile (`theirs`). Each category,
 * each document field and each core set merges on its own, so two therapists who rate different categories
 * never overwrite each other. Categories and fields merge by the shared three-way rule (`mergeKeyedValues`):
 * one both changed, to different values, is a conflict that keeps `theirs` and names all three values, so the
 * person saving can be shown both side by side and choose.
 */
export interface MergeableContent<Entry> {
  info: Readonly<Record<string, string>>;
  sets: readonly string[];
  data: Readonly<Record<string, Entry>>;
}

type MergeConflict<Entry> =
  | { part: 'data'; code: string; base?: Entry; mine?: Entry; theirs?: Entry }
  | { part: 'info'; field: string; base?: string; mine?: string; theirs?: string };

export interface MergeResult<Entry> {
  merged: { info: Record<string, string>; sets: string[]; data: Record<string, Entry> };
  conflicts: MergeConflict<Entry>[];
}

export function mergeDocumentContent<Entry>(
  base: MergeableContent<Entry>,
  mine: MergeableContent<Entry>,
  theirs: MergeableContent<Entry>,
): MergeResult<Entry> {
  const data = mergeKeyedValues(base.data, mine.data, theirs.data);
  const info = mergeKeyedValues(base.info, mine.info, theirs.info);
  return {
    merged: { info: info.merged, sets: mergeSets(base.sets, mine.sets, theirs.sets), data: data.merged },
    conflicts: [
      ...data.conflicts.map(({ key, ...values }) => ({ part: 'data' as const, code: key, ...values })),
      ...info.conflicts.map(({ key, ...values }) => ({ part: 'info' as const, field: key, ...values })),
    ],
  };
}

/**
 * Core sets are a set: each one added by either side is in, each one removed by either side is out (adding and
 * removing cannot clash, since only one side can remove what the base had). Their order follows theirs, then
 * what mine added.
 */
function mergeSets(base: readonly string[], mine: readonly string[], theirs: readonly string[]): string[] {
  const kept = (set: string) => !base.includes(set) || (mine.includes(set) && theirs.includes(set));
  return [...new Set([...theirs, ...mine])].filter(kept);
}
