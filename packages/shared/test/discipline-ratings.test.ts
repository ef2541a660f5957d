import { describe, expect, it } from 'vitest';
import {
  ratingIsEmpty,
  ratingSpreadOf,
  ratingStepOf,
  ratingsByCode,
  ratingsDiffer,
  type RatingValues,
} from '../src';

const rating = (q1: string, q2 = '', q3 = ''): RatingValues => ({ q1, q2, q3 });

describe('ratingStepOf (decision record 0055)', () => {
  it('reads the 0–4 scale of extent, performance and capacity as steps', () => {
    expect(ratingStepOf('b280', 'q1', '3')).toBe(3);
    expect(ratingStepOf('d450', 'q1', '0')).toBe(0);
    expect(ratingStepOf('d450', 'q2', '4')).toBe(4);
    expect(ratingStepOf('s750', 'q1', '2')).toBe(2);
  });

  it('puts facilitators below 0 on one line with barriers', () => {
    expect(ratingStepOf('e310', 'q1', '+4')).toBe(-4);
    expect(ratingStepOf('e310', 'q1', '+0')).toBe(-0);
    expect(ratingStepOf('e310', 'q1', '2')).toBe(2);
  });

  it('gives no step to not specified, not applicable, empty, nature, location or a missing slot', () => {
    for (const value of ['8', '9', '', '+8']) expect(ratingStepOf('e310', 'q1', value)).toBeNull();
    expect(ratingStepOf('d450', 'q1', '8')).toBeNull();
    expect(ratingStepOf('s750', 'q2', '2')).toBeNull();
    expect(ratingStepOf('s750', 'q3', '1')).toBeNull();
    expect(ratingStepOf('b280', 'q2', '1')).toBeNull();
    expect(ratingStepOf('x1', 'q1', '1')).toBeNull();
  });
});

describe('ratingSpreadOf and ratingsDiffer', () => {
  it('marks d450 rated 2 and 4, not 2 and 3 (the issue’s physiotherapist and occupational therapist)', () => {
    expect(ratingSpreadOf('d450', [rating('2'), rating('3')])).toBe(1);
    expect(ratingsDiffer('d450', [rating('2'), rating('3')])).toBe(false);
    expect(ratingsDiffer('d450', [rating('2'), rating('4')])).toBe(true);
  });

  it('compares each qualifier on its own: performance alike, capacity two apart is marked', () => {
    expect(ratingSpreadOf('d450', [rating('2', '1'), rating('2', '3')])).toBe(2);
    // q1 of one and q2 of the other are never compared with each other.
    expect(ratingSpreadOf('d450', [rating('0', ''), rating('', '4')])).toBe(0);
  });

  it('counts the steps from a facilitator to a barrier', () => {
    expect(ratingSpreadOf('e310', [rating('+1'), rating('1')])).toBe(2);
    expect(ratingsDiffer('e310', [rating('+1'), rating('0')])).toBe(false);
  });

  it('takes the widest pair of many, and ignores ratings without steps', () => {
    expect(ratingSpreadOf('b280', [rating('1'), rating('2'), rating('4'), rating('9')])).toBe(3);
    expect(ratingSpreadOf('b280', [rating('1'), rating('8'), rating('9')])).toBe(0);
    expect(ratingSpreadOf('b280', [rating('3')])).toBe(0);
    expect(ratingSpreadOf('b280', [])).toBe(0);
  });

  it('never marks the nominal nature or location of a structure', () => {
    expect(ratingsDiffer('s750', [rating('1', '1', '1'), rating('1', '7', '9')])).toBe(false);
  });
});

describe('ratingIsEmpty and ratingsByCode', () => {
  it('calls a rating empty only when no qualifier is given', () => {
    expect(ratingIsEmpty(rating(''))).toBe(true);
    expect(ratingIsEmpty(rating('', '', '0'))).toBe(false);
  });

  it('groups ratings by code in the order given', () => {
    const groups = ratingsByCode([
      { code: 'd450', n: 1 },
      { code: 'b280', n: 2 },
      { code: 'd450', n: 3 },
    ]);
    expect([...groups.keys()]).toEqual(['d450', 'b280']);
    expect(groups.get('d450')!.map((found) => found.n)).toEqual([1, 3]);
  });
});
