import type { SavedDocument } from '@icf/shared';
import { callApi } from '../../../lib/api-client';

/**
 * `GET /api/document/{id}` (import): the document exactly as last saved. Not cached: it is read once, right
 * before it replaces the draft, and must be current.
 */
export function getDocument(id: number): Promise<SavedDocument> {
  return callApi('getDocument', { params: { id } });
}
