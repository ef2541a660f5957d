import { describe, expect, it } from 'vitest';
import { emptyCodeEntry, isProfiled, profileBarGeometry, profileMarksOf, type CodeEntry } from '../src/index';

const entry = (patch: Partial<CodeEntry>): CodeEntry => ({ ...emptyCodeEntry(), ...patch });
const axis = { zeroX: 200, unit: 10 };

describe('profileMarksOf', () => {
  it('draws a body function’s extent as a bar of its value, growing right from zero', () => {
    const [mark] = profileMarksOf('b280', entry({ q1: '3' }));
    expect(mark).toEqual({
      kind: 'bar',
      slot: 'q1',
      role: 'extent',
      direction: 'problem',
      magnitude: 3,
      value: '3',
    });
    expect(profileBarGeometry(mark as never, axis)).toEqual({ x: 200, width: 30 });
  });

  it('gives every magnitude 0–4 its own length; 0 is a rated row with an empty bar', () => {
    for (const value of ['0', '1', '2', '3', '4']) {
      const [mark] = profileMarksOf('b130', entry({ q1: value }));
      expect(profileBarGeometry(mark as never, axis).width).toBe(Number(value) * 10);
    }
  });

  it('shows 8 and 9 as text, never as bars', () => {
    expect(profileMarksOf('b280', entry({ q1: '8' }))).toEqual([
      { kind: 'text', slot: 'q1', role: 'extent', value: '8' },
    ]);
    expect(profileMarksOf('d450', entry({ q1: '9', q2: '2' }))).toEqual([
      { kind: 'text', slot: 'q1', role: 'performance', value: '9' },
      { kind: 'bar', slot: 'q2', role: 'capacity', direction: 'problem', magnitude: 2, value: '2' },
    ]);
    expect(profileMarksOf('e310', entry({ q1: '+8' }))).toEqual([
      { kind: 'text', slot: 'q1', role: 'environment', value: '+8' },
    ]);
  });

  it('draws an activity’s performance and capacity as two bars', () => {
    const marks = profileMarksOf('d450', entry({ q1: '3', q2: '1' }));
    expect(marks.map((mark) => [mark.role, mark.kind === 'bar' ? mark.magnitude : mark.value])).toEqual([
      ['performance', 3],
      ['capacity', 1],
    ]);
  });

  it('draws barriers left of zero and facilitators right of it', () => {
    const [barrier] = profileMarksOf('e310', entry({ q1: '3' }));
    expect(barrier).toMatchObject({ direction: 'barrier', magnitude: 3 });
    expect(profileBarGeometry(barrier as never, axis)).toEqual({ x: 170, width: 30 });
    const [facilitator] = profileMarksOf('e310', entry({ q1: '+2' }));
    expect(facilitator).toMatchObject({ direction: 'facilitator', magnitude: 2 });
    expect(profileBarGeometry(facilitator as never, axis)).toEqual({ x: 200, width: 20 });
  });

  it('lists a structure’s nature and location as text beside its extent bar', () => {
    expect(profileMarksOf('s750', entry({ q1: '2', q2: '7', q3: '1' }))).toEqual([
      { kind: 'bar', slot: 'q1', role: 'extent', direction: 'problem', magnitude: 2, value: '2' },
      { kind: 'text', slot: 'q2', role: 'nature', value: '7' },
      { kind: 'text', slot: 'q3', role: 'location', value: '1' },
    ]);
  });

  it('profiles only rated categories', () => {
    expect(isProfiled('b280', entry({ desc: 'noted but not rated', s1: true }))).toBe(false);
    expect(isProfiled('b280', entry({ q1: '0' }))).toBe(true);
    expect(profileMarksOf('b280', emptyCodeEntry())).toEqual([]);
  });
});
