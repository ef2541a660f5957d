import { describe, expect, it } from 'vitest';
import { loadMessages, translate, type MessageKey, type Messages } from '@icf/shared/i18n';
import { documentName } from './document-name';

const translator = (messages: Messages) => (key: MessageKey, params?: Record<string, string | number>) =>
  translate(messages, key, params);
const en = await loadMessages('en');
const kr = await loadMessages('kr');
const createdAt = new Date(2026, 5, 9, 14, 5).toISOString();

describe('documentName', () => {
  it('names a document by its description and created date, in either language', () => {
    const document = { description: 'Initial evaluation', created_at: createdAt };
    expect(documentName(document, translator(en))).toBe('Initial evaluation, 2026-06-09 14:05');
    expect(documentName({ ...document, description: '초기 평가' }, translator(kr))).toBe(
      '초기 평가, 2026-06-09 14:05',
    );
  });

  it('names a document without a description by its date alone, as an untitled document', () => {
    for (const description of ['', '   ']) {
      const document = { description, created_at: createdAt };
      expect(documentName(document, translator(en))).toBe('Untitled document, 2026-06-09 14:05');
      expect(documentName(document, translator(kr))).toBe('제목 없는 문서, 2026-06-09 14:05');
    }
  });

  it('never names a document by a number', () => {
    const name = documentName({ description: '', created_at: createdAt }, translator(en));
    expect(name).not.toMatch(/document \d/);
  });
});
