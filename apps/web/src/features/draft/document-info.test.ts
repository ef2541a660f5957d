import { describe, expect, it } from 'vitest';
import { documentInfoFields, emptyDocumentInfo, pickDocumentInfo, todayIsoDate } from './document-info';

describe('todayIsoDate', () => {
  it('formats the local calendar date as YYYY-MM-DD with zero padding', () => {
    expect(todayIsoDate(new Date(2024, 0, 5, 12))).toBe('2024-01-05');
    expect(todayIsoDate(new Date(2023, 11, 31, 12))).toBe('2023-12-31');
  });

  it('uses the local date, not the UTC one, just after local midnight', () => {
    const justAfterMidnight = new Date(2024, 2, 1, 0, 5);
    expect(todayIsoDate(justAfterMidnight)).toBe('2024-03-01');
  });
});

describe('emptyDocumentInfo', () => {
  it('has every spec §3 field (with the API spelling enviromental_factor), empty except the date', () => {
    const info = emptyDocumentInfo('2024-05-06');
    expect(Object.keys(info).sort()).toEqual([...documentInfoFields].sort());
    expect(info).toHaveProperty('enviromental_factor', '');
    expect(info.evaluation_date).toBe('2024-05-06');
    for (const field of documentInfoFields) if (field !== 'evaluation_date') expect(info[field]).toBe('');
  });
});

describe('pickDocumentInfo', () => {
  it('copies known string fields and ignores unknown keys and other types', () => {
    const base = emptyDocumentInfo('2024-05-06');
    const info = pickDocumentInfo({ client: 'Kim', age: 42, dx: null, extra: 'x' }, base);
    expect(info).toEqual({ ...base, client: 'Kim' });
    expect(info).not.toHaveProperty('extra');
    expect(info).not.toBe(base);
  });

  it('keeps the base for anything that is not an object', () => {
    const base = emptyDocumentInfo('2024-05-06');
    expect(pickDocumentInfo('nope', base)).toEqual(base);
    expect(pickDocumentInfo(null, base)).toEqual(base);
  });
});
