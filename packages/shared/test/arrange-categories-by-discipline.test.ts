import { describe, expect, it } from 'vitest';
import {
  arrangeCategoriesByDiscipline,
  categoryArrangementGroups,
  categoryGroupOf,
  disciplines,
  emptyCodeEntry,
  sameCategoryArrangement,
  type CodeEntry,
  type Discipline,
} from '../src/index';

function assigned(...responsible: Discipline[]): CodeEntry {
  return { ...emptyCodeEntry(), disciplines: responsible };
}

/** Every subset of the disciplines, the empty one included (2⁸ = 256). */
function everySubset(): Discipline[][] {
  return Array.from({ length: 2 ** disciplines.length }, (_, mask) =>
    disciplines.filter((_, bit) => (mask & (1 << bit)) !== 0),
  );
}

describe('arrangeCategoriesByDiscipline', () => {
  it('answers three empty groups for no selected codes, whatever the entries hold', () => {
    for (const discipline of disciplines) {
      expect(arrangeCategoriesByDiscipline([], {}, discipline)).toEqual({
        own: [],
        unassigned: [],
        others: [],
      });
      expect(arrangeCategoriesByDiscipline([], { b280: assigned(discipline) }, discipline)).toEqual({
        own: [],
        unassigned: [],
        others: [],
      });
    }
  });

  it('puts a category in the own group when the member’s discipline is among its disciplines', () => {
    const arranged = arrangeCategoriesByDiscipline(
      ['b130', 'b280', 'd450'],
      {
        b130: assigned('physician'),
        b280: assigned('physiotherapy'),
        d450: emptyCodeEntry(),
      },
      'physiotherapy',
    );
    expect(arranged).toEqual({ own: ['b280'], unassigned: ['d450'], others: ['b130'] });
  });

  it('keeps the given (ICF) order inside each group', () => {
    const codes = ['b130', 'b152', 'b280', 'b710', 'd450', 'd530', 'e310', 'e355'];
    const entries: Record<string, CodeEntry> = {
      b130: assigned('physician'),
      b152: assigned('psychology'),
      b280: assigned('physiotherapy'),
      b710: emptyCodeEntry(),
      d450: assigned('physiotherapy', 'nursing'),
      d530: assigned('nursing'),
      e310: emptyCodeEntry(),
      e355: assigned('physiotherapy'),
    };
    expect(arrangeCategoriesByDiscipline(codes, entries, 'physiotherapy')).toEqual({
      own: ['b280', 'd450', 'e355'],
      unassigned: ['b710', 'e310'],
      others: ['b130', 'b152', 'd530'],
    });
    // The order given is the order kept: the rule does not sort.
    expect(arrangeCategoriesByDiscipline([...codes].reverse(), entries, 'physiotherapy')).toEqual({
      own: ['e355', 'd450', 'b280'],
      unassigned: ['e310', 'b710'],
      others: ['d530', 'b152', 'b130'],
    });
  });

  it('gives a multi-discipline category to each of its disciplines, and to nobody else', () => {
    const entries = { d450: assigned('physician', 'physiotherapy', 'occupational_therapy') };
    for (const discipline of disciplines) {
      const arranged = arrangeCategoriesByDiscipline(['d450'], entries, discipline);
      const owned = entries.d450.disciplines!.includes(discipline);
      expect(arranged).toEqual(
        owned ? { own: ['d450'], unassigned: [], others: [] } : { own: [], unassigned: [], others: ['d450'] },
      );
    }
  });

  it('sorts every set of responsible disciplines right for every discipline', () => {
    for (const responsible of everySubset()) {
      for (const discipline of disciplines) {
        const entry = assigned(...responsible);
        const arranged = arrangeCategoriesByDiscipline(['b280'], { b280: entry }, discipline);
        const expected =
          responsible.length === 0 ? 'unassigned' : responsible.includes(discipline) ? 'own' : 'others';
        expect(categoryGroupOf(entry, discipline)).toBe(expected);
        for (const group of categoryArrangementGroups) {
          expect(arranged[group]).toEqual(group === expected ? ['b280'] : []);
        }
      }
    }
  });

  it('counts a category without an entry, with no plan or with an empty list as unassigned', () => {
    const entries: Record<string, CodeEntry | undefined> = {
      b130: emptyCodeEntry(),
      b152: { ...emptyCodeEntry(), disciplines: [] },
      b164: undefined,
    };
    for (const discipline of disciplines) {
      expect(arrangeCategoriesByDiscipline(['b130', 'b152', 'b164', 'x999'], entries, discipline)).toEqual({
        own: [],
        unassigned: ['b130', 'b152', 'b164', 'x999'],
        others: [],
      });
    }
  });

  it('counts a code named like an Object property as unassigned', () => {
    expect(arrangeCategoriesByDiscipline(['constructor', '__proto__', 'toString'], {}, 'nursing')).toEqual({
      own: [],
      unassigned: ['constructor', '__proto__', 'toString'],
      others: [],
    });
  });

  it('ignores entries of codes that are not selected', () => {
    expect(
      arrangeCategoriesByDiscipline(
        ['b280'],
        { b130: assigned('physician'), b280: assigned('physician'), d450: emptyCodeEntry() },
        'physician',
      ),
    ).toEqual({ own: ['b280'], unassigned: [], others: [] });
  });

  it('puts every selected code in exactly one group', () => {
    const codes = ['b110', 'b114', 'b130', 'b134', 'b140', 'b144', 'b152', 'b164'];
    const subsets = everySubset();
    const entries = Object.fromEntries(codes.map((code, index) => [code, assigned(...subsets[index * 31]!)]));
    for (const discipline of disciplines) {
      const arranged = arrangeCategoriesByDiscipline(codes, entries, discipline);
      const all = categoryArrangementGroups.flatMap((group) => arranged[group]);
      expect([...all].sort()).toEqual([...codes].sort());
    }
  });
});

describe('sameCategoryArrangement', () => {
  const arrangement = { own: ['b280'], unassigned: ['b130', 'd450'], others: ['e310'] };

  it('is true for the same codes in the same groups and order', () => {
    expect(
      sameCategoryArrangement(arrangement, {
        own: ['b280'],
        unassigned: ['b130', 'd450'],
        others: ['e310'],
      }),
    ).toBe(true);
    expect(
      sameCategoryArrangement(
        { own: [], unassigned: [], others: [] },
        { own: [], unassigned: [], others: [] },
      ),
    ).toBe(true);
  });

  it('is false when a code moves to another group, the order changes or a code comes or goes', () => {
    for (const other of [
      { own: ['b280', 'd450'], unassigned: ['b130'], others: ['e310'] },
      { own: ['b280'], unassigned: ['d450', 'b130'], others: ['e310'] },
      { own: ['b280'], unassigned: ['b130', 'd450'], others: [] },
      { own: ['b280'], unassigned: ['b130', 'd450'], others: ['e310', 'e355'] },
      { own: [], unassigned: ['b280', 'b130', 'd450'], others: ['e310'] },
    ]) {
      expect(sameCategoryArrangement(arrangement, other)).toBe(false);
    }
  });
});
