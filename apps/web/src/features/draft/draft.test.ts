import { describe, expect, it } from 'vitest';
import { emptyDocumentInfo } from './document-info';
import { draftHasContent, emptyDraft, emptySelectionState } from './draft';

describe('draftHasContent', () => {
  it('is false for an empty draft, whatever its evaluation date', () => {
    expect(draftHasContent(emptyDraft('2024-05-06'))).toBe(false);
  });

  it('is true once a code is selected or an info field is typed', () => {
    expect(
      draftHasContent({
        ...emptyDraft(''),
        selection: { ...emptySelectionState(), selectedCodes: ['b280'] },
      }),
    ).toBe(true);
    expect(draftHasContent({ ...emptyDraft(''), info: { ...emptyDocumentInfo(''), dx: 'stroke' } })).toBe(
      true,
    );
  });
});
