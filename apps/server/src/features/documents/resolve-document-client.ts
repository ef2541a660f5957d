import type { DocumentInfo } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { fieldMessage } from '../../errors/field-message';
import { findClient } from '../clients/clients-repository';
import type { DocumentClientChoice } from './documents-repository';

/**
 * The client a save names (decision 0018): a client of the caller, whose display name then fills the free-text
 * `client` field, so the document contract and the PDFs stay as they were. Another user's or a missing client
 * is a 422 on `client_id`. Left out, a new document has none and an updated one keeps its own.
 */
export async function resolveDocumentClient(
  db: Database,
  userId: number,
  clientId: number | null | undefined,
  info: DocumentInfo,
): Promise<{ info: DocumentInfo; client: DocumentClientChoice }> {
  if (clientId === undefined) return { info, client: 'keep' };
  if (clientId === null) return { info, client: null };
  const client = await findClient(db, userId, clientId);
  if (!client) throw AppError.validation({ client_id: [fieldMessage('validation.in', 'client_id')] });
  return { info: { ...info, client: client.displayName }, client: client.id };
}
