import { documentInfoFields, type DocumentInfo, type SaveDocumentRequest } from '@icf/shared';
import type { DocumentContent } from './documents-repository';

/** The content of a validated save request: its info fields, sets and code data, nothing else. */
export function documentContentOf(request: SaveDocumentRequest): DocumentContent {
  const info = Object.fromEntries(documentInfoFields.map((field) => [field, request[field]])) as DocumentInfo;
  return { info, sets: request.sets, data: request.data };
}
