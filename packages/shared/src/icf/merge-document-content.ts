/**
 * Three-way merge of one evaluation saved by two people at once (interdisciplinary teams): the version both
 * started from (`base`), the one being saved (`mine`) and the one saved meanwhile (`theirs`). Each category,
 * each document field and each core set merges on its own, so two therapists who rate different categories
 * never overwrite each other. A category or field that both changed, to different values, is a conflict: the
 * merged content keeps `theirs` there (nothing already saved is lost) and the conflict names all three values,
 * so the person saving can be shown both side by side and choose.
 */
export interface MergeableContent<Entry> {
  info: Readonly<Record<string, string>>;
  sets: readonly string[];
  data: Readonly<Record<string, Entry>>;
}

export type MergeConflict<Entry> =
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
  const conflicts: MergeConflict<Entry>[] = [];
  const data: Record<string, Entry> = {};
  for (const code of unionOfKeys(base.data, mine.data, theirs.data)) {
    const values = { base: own(base.data, code), mine: own(mine.data, code), theirs: own(theirs.data, code) };
    const outcome = mergeValue(values.base, values.mine, values.theirs);
    if (outcome.conflict) conflicts.push({ part: 'data', code, ...definedOnly(values) });
    if (outcome.value !== undefined) data[code] = outcome.value;
  }
  const info: Record<string, string> = {};
  for (const field of unionOfKeys(base.info, mine.info, theirs.info)) {
    const values = {
      base: own(base.info, field),
      mine: own(mine.info, field),
      theirs: own(theirs.info, field),
    };
    const outcome = mergeValue(values.base, values.mine, values.theirs);
    if (outcome.conflict) conflicts.push({ part: 'info', field, ...definedOnly(values) });
    if (outcome.value !== undefined) info[field] = outcome.value;
  }
  return { merged: { info, sets: mergeSets(base.sets, mine.sets, theirs.sets), data }, conflicts };
}

/**
 * One value's outcome: whoever changed it wins; both changing it alike agree; both changing it differently
 * is a conflict that keeps theirs. `undefined` is "absent" (a category removed from the list, say).
 */
function mergeValue<Value>(
  base: Value | undefined,
  mine: Value | undefined,
  theirs: Value | undefined,
): { value: Value | undefined; conflict: boolean } {
  if (sameValue(mine, base)) return { value: theirs, conflict: false };
  if (sameValue(theirs, base) || sameValue(mine, theirs)) return { value: mine, conflict: false };
  return { value: theirs, conflict: true };
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

function unionOfKeys(...records: Readonly<Record<string, unknown>>[]): string[] {
  return [...new Set(records.flatMap((record) => Object.keys(record)))];
}

function own<Value>(record: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function definedOnly<Values extends Record<string, unknown>>(values: Values): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<Values>;
}

/** Structural equality of JSON values; the order of an object's keys does not matter. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const aKeys = Object.keys(aRecord).filter((key) => aRecord[key] !== undefined);
  const bKeys = Object.keys(bRecord).filter((key) => bRecord[key] !== undefined);
  return aKeys.length === bKeys.length && aKeys.every((key) => sameValue(aRecord[key], bRecord[key]));
}
