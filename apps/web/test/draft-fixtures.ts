import { sortByOfCode, type CodeMap, type CoreSet, type IcfCode } from '@icf/shared';

/** A small catalogue for the draft's unit tests: a few categories of each component and two sets. */
export function createTestCodeMap(
  codes: readonly string[] = ['b130', 'b280', 's110', 'd450', 'd455', 'e310'],
): CodeMap {
  const map: CodeMap = {};
  map.b = record('b', 'component', 1);
  codes.forEach((code, index) => {
    map[code] = record(code, 'category', index + 2);
  });
  return map;
}

function record(code: string, kind: IcfCode['kind'], id: number): IcfCode {
  return {
    code,
    kind,
    level: kind === 'component' ? 0 : 2,
    parent: null,
    name: `name of ${code}`,
    name_translation: '',
    description: '',
    inclusions: '',
    exclusions: '',
    sort_by: sortByOfCode(code),
    release: 'icf-2005',
    id,
  };
}

export function createTestSet(id: string, codes: string[], codesDiff: string[] = []): CoreSet {
  return {
    id,
    name: id,
    name_translation: id,
    codes,
    codes_diff: codesDiff,
    list: 'brief',
    condition: id,
    context: 'any',
    sources: [],
    provenance: {
      kind: 'official',
      verification: 'two-sources',
      countsChecked: false,
      counts: { b: 0, s: 0, d: 0, e: 0, total: codes.length },
      comprehensiveCounts: null,
    },
  };
}

export const testSets = [
  createTestSet('A', ['b280', 'd450'], ['s110']),
  createTestSet('B', ['b130', 'd450'], ['e310']),
];

/** An in-memory `Storage` with a switch to make writes fail (a full or disabled localStorage). */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    failWrites: false,
    writes: 0,
    getItem(key: string) {
      return items.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (this.failWrites) throw new Error('QuotaExceededError');
      this.writes += 1;
      items.set(key, value);
    },
    removeItem(key: string) {
      items.delete(key);
    },
  };
}
