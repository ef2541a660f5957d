import { describe, expect, it } from 'vitest';
import { fillWeeks, lastWeekStarts } from '../../src/features/admin/usage-weeks';

describe('usage weeks', () => {
  it('lists the Mondays (UTC) of the last weeks, oldest first, this week last', () => {
    // Sunday 2026-11-29 23:30 UTC belongs to the week of Monday 2026-11-23.
    expect(lastWeekStarts(new Date('2026-11-29T23:30:00Z'), 3)).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    // A Monday is its own week's start; the year boundary needs nothing special.
    expect(lastWeekStarts(new Date('2027-01-04T00:00:00Z'), 2)).toEqual(['2026-12-28', '2027-01-04']);
  });

  it('fills weeks without documents with zero', () => {
    const weeks = ['2026-11-09', '2026-11-16', '2026-11-23'];
    expect(fillWeeks(weeks, new Map([['2026-11-16', 4]]))).toEqual([
      { week: '2026-11-09', count: 0 },
      { week: '2026-11-16', count: 4 },
      { week: '2026-11-23', count: 0 },
    ]);
  });
});
