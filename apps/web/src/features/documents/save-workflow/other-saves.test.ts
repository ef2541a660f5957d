import { describe, expect, it } from 'vitest';
import { describeOtherSaves, type OtherVersion } from './other-saves';

function version(number: number, fields: Partial<OtherVersion> = {}): OtherVersion {
  return {
    version: number,
    created_at: '2026-11-27T10:00:00.000Z',
    description: '',
    rated_codes: 0,
    author: 'Kim Minji',
    by_you: false,
    restored_from: null,
    ...fields,
  };
}

describe('describeOtherSaves', () => {
  it('names the user themself when every newer version is theirs', () => {
    expect(describeOtherSaves([version(4, { by_you: true }), version(3, { by_you: true })])).toEqual({
      kind: 'you',
    });
  });

  it('names each other person once, newest first, beside the user', () => {
    expect(
      describeOtherSaves([
        version(5, { author: 'Lee' }),
        version(4, { by_you: true, author: 'Me' }),
        version(3, { author: 'Kim' }),
        version(2, { author: 'Lee' }),
      ]),
    ).toEqual({ kind: 'people', names: ['Lee', 'Kim'] });
  });

  it('says a restore when the newest version restored one, whoever made it', () => {
    expect(describeOtherSaves([version(6, { by_you: true, restored_from: 2 }), version(5)])).toEqual({
      kind: 'restore',
      version: 2,
    });
  });

  it('a save after a restore is a save', () => {
    expect(describeOtherSaves([version(7), version(6, { restored_from: 2 })])).toEqual({
      kind: 'people',
      names: ['Kim Minji'],
    });
  });

  it('is unknown when only erased accounts saved', () => {
    expect(describeOtherSaves([version(3, { author: null })])).toEqual({ kind: 'unknown' });
    expect(describeOtherSaves([])).toEqual({ kind: 'unknown' });
  });
});
