import { describe, expect, it } from 'vitest';
import { formatCreatedAt } from './format-date';

describe('formatCreatedAt', () => {
  it('shows YYYY-MM-DD HH:mm in local time', () => {
    expect(formatCreatedAt(new Date(2024, 0, 5, 9, 7, 59).toISOString())).toBe('2024-01-05 09:07');
    expect(formatCreatedAt(new Date(2023, 11, 31, 23, 59).toISOString())).toBe('2023-12-31 23:59');
  });

  it('converts from UTC to the browser’s zone', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Seoul';
      expect(formatCreatedAt('2024-02-29T15:30:00.000Z')).toBe('2024-03-01 00:30');
      process.env.TZ = 'America/New_York';
      expect(formatCreatedAt('2024-03-01T00:30:00.000Z')).toBe('2024-02-29 19:30');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('shows an unreadable timestamp as it came', () => {
    expect(formatCreatedAt('not a date')).toBe('not a date');
  });
});
