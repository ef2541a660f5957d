import { describe, expect, it } from 'vitest';
import { emptyCodeEntry, type DocumentSaveConflict } from '@icf/shared';
import { emptyDocumentInfo } from '../../draft';
import { applyConflictChoices, contentOfRequest, type SavedContent } from './conflict-choices';

const rated = (q1: string) => ({ ...emptyCodeEntry(), q1 });

describe('applyConflictChoices (decision record 0036)', () => {
  const merged: SavedContent = {
    info: { ...emptyDocumentInfo('2026-11-25'), dx: 'theirs dx' },
    sets: ['generic'],
    data: { b280: rated('3'), b130: rated('2'), d450: rated('1') },
  };
  const conflicts: DocumentSaveConflict[] = [
    { part: 'data', code: 'b280', base: rated('1'), mine: rated('4'), theirs: rated('3') },
    { part: 'data', code: 'd450', base: rated('0'), theirs: rated('1') },
    { part: 'info', field: 'dx', base: '', mine: 'my dx', theirs: 'theirs dx' },
  ];

  it('keeps the merged content and puts the chosen side of each conflict in, a removal included', () => {
    const resolved = applyConflictChoices(merged, conflicts, ['mine', 'mine', 'theirs']);
    expect(resolved.data).toEqual({ b280: rated('4'), b130: rated('2') });
    expect(resolved.info.dx).toBe('theirs dx');
    expect(resolved.sets).toEqual(['generic']);
    const theirs = applyConflictChoices(merged, conflicts, ['theirs', 'theirs', 'mine']);
    expect(theirs.data).toEqual(merged.data);
    expect(theirs.info.dx).toBe('my dx');
  });

  it('reads a request’s content with every info field', () => {
    const content = contentOfRequest({ dx: 'x', sets: ['a'], data: { b280: rated('1') } });
    expect(content.info.dx).toBe('x');
    expect(content.info.client).toBe('');
    expect(content.data).toEqual({ b280: rated('1') });
  });
});
