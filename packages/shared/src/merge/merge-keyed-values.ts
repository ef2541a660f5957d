/**
 * The three-way rule two people's saves merge by (decision records 0036 and 0034): for each key of a record,
 * the value both started from (`base`), the one being saved (`mine`) and the one saved meanwhile (`theirs`).
 * A value only one side changed takes that side's; a value both changed alike is kept; a value both changed
 * differently is a conflict: the merged record keeps `theirs` there (nothing already saved is lost) and the
 * conflict names all three, so the person saving can be shown both side by side and choose. An evaluation's
 * categories and info fields and a client's goal slots all merge by it.
 */
interface KeyedConflict<Value> {
  key: string;
  /** Absent: the key had no value on that side (a category removed, say). */
  base?: Value;
  mine?: Value;
  theirs?: Value;
}

export interface KeyedMergeResult<Value> {
  merged: Record<string, Value>;
  conflicts: KeyedConflict<Value>[];
}

export function mergeKeyedValues<Value>(
  base: Readonly<Record<string, Value>>,
  mine: Readonly<Record<string, Value>>,
  theirs: Readonly<Record<string, Value>>,
): KeyedMergeResult<Value> {
  const merged: Record<string, Value> = {};
  const conflicts: KeyedConflict<Value>[] = [];
  for (const key of unionOfKeys(base, mine, theirs)) {
    const values = { base: own(base, key), mine: own(mine, key), theirs: own(theirs, key) };
    const outcome = mergeValue(values.base, values.mine, values.theirs);
    if (outcome.conflict) conflicts.push({ key, ...definedOnly(values) });
    if (outcome.value !== undefined) merged[key] = outcome.value;
  }
  return { merged, conflicts };
}

/**
 * One value's outcome: whoever changed it wins; both changing it alike agree; both changing it differently
 * is a conflict that keeps theirs. `undefined` is "absent".
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
