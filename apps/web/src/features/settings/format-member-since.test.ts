import { describe, expect, it } from 'vitest';
import { formatMemberSince } from './format-member-since';

describe('formatMemberSince', () => {
  it('writes the date in the interface language', () => {
    expect(formatMemberSince('2024-05-06T12:00:00.000Z', 'en', 'UTC')).toBe('May 6, 2024');
    expect(formatMemberSince('2024-05-06T12:00:00.000Z', 'kr', 'UTC')).toBe('2024년 5월 6일');
  });

  it('uses the calendar day of the time zone', () => {
    expect(formatMemberSince('2024-05-06T23:30:00.000Z', 'en', 'Asia/Seoul')).toBe('May 7, 2024');
  });

  it('shows an unreadable timestamp as it came', () => {
    expect(formatMemberSince('not a date', 'en')).toBe('not a date');
  });
});
