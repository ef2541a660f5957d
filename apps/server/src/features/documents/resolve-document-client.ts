import type { DocumentInfo } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { fieldMessage } from '../../errors/field-message';
import { findClient } from '../clients';
import { teamError } from '../teams';
import { findLiveDocumentPlace, type DocumentClientChoice } from './documents-repository';

/**
 * The client a save names (decision 0018): a client the caller may use, whose display name then fills the
 * free-text `client` field, so the document contract and the PDFs stay as they were. A client the caller may
 * not use is a 422 on `client_id`. Left out, a new document has none and an updated one keeps its own.
 * Teams (decision record 0033): a team's client makes the document the team's; a team's document
 * (`documentId`) may only be attached to a client of the same team (moving it out is moving its client out, an
 * owner's act).
 */
export async function resolveDocumentClient(
  db: Database,
  save: { userId: number; documentId: number | null; clientId: number | null | undefined },
  info: DocumentInfo,
): Promise<{ info: DocumentInfo; client: DocumentClientChoice }> {
  const { userId, documentId, clientId } = save;
  if (clientId === undefined) return { info, client: 'keep' };
  if (clientId === null) return { info, client: null };
  const client = await findClient(db, userId, clientId);
  if (!client) throw AppError.validation({ client_id: [fieldMessage('validation.in', 'client_id')] });
  // Read only when a client is named: a save without one pays nothing for teams.
  const teamId = documentId === null ? null : (await findLiveDocumentPlace(db, userId, documentId))?.teamId;
  if (teamId !== null && teamId !== undefined && client.teamId !== teamId) {
    throw teamError('document_other_team');
  }
  return { info: { ...info, client: client.displayName }, client: { id: client.id, teamId: client.teamId } };
}
