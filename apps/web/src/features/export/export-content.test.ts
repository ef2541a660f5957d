import { describe, expect, it } from 'vitest';
import { emptyCodeEntry } from '@icf/shared';
import { emptyDocumentInfo, type Draft } from '../draft';
import { draftExportContent } from './draft-export-content';
import { exportFormData } from './export-content';

function draft(overrides: Partial<Draft> = {}): Draft {
  return {
    selection: {
      selectedSetIds: ['generic'],
      selectedCodes: ['b280'],
      diffCodes: [],
      otherCodes: [],
      addedCodes: [],
      entries: { b280: { ...emptyCodeEntry(), q1: '2' } },
      removedEntries: {},
    },
    info: { ...emptyDocumentInfo('2024-05-06'), client: 'Kim' },
    unsaved: true,
    ...overrides,
  };
}

describe('exportFormData', () => {
  it('names the saved document a draft belongs to, unsaved changes and all, so a team’s log can name the export', () => {
    const form = exportFormData(draftExportContent(draft({ documentId: 42 })), undefined, null, 2);
    expect(form.get('document_id')).toBe('42');
    expect(form.get('number')).toBe('2');
    expect(JSON.parse(form.get('data') as string)).toMatchObject({ b280: { q1: '2' } });
  });

  it('names no document for a draft never saved', () => {
    const form = exportFormData(draftExportContent(draft()), undefined, null);
    expect(form.has('document_id')).toBe(false);
    expect(form.has('number')).toBe(false);
  });
});
