import { buildSuggestionPrompt, type SuggestionPreview } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import type { IcfData } from '../../icf/load-icf-data';
import { documentNotFound, findLiveDocument } from '../documents';
import { suggestionInputOf } from './suggestion-input-of';
import type { SuggestionWriter } from './suggestion-provider';

/** `GET /api/suggest/{id}/preview`: exactly the messages a request now would send, and to whom. */
export async function previewSuggestion(
  deps: { db: Database; icf: IcfData; writer: SuggestionWriter },
  userId: number,
  documentId: number,
  locale: Locale,
): Promise<SuggestionPreview> {
  const document = await findLiveDocument(deps.db, userId, documentId);
  if (!document) throw documentNotFound();
  return {
    document_id: document.id,
    document_version: document.version,
    locale,
    provider: deps.writer.provider,
    model: deps.writer.model,
    messages: buildSuggestionPrompt(suggestionInputOf(document, deps.icf, locale)),
  };
}
