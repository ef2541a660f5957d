import { randomUUID } from 'node:crypto';
import type * as fhir4 from 'fhir/r4';
import { documentToFhirBundle } from '@icf/shared';
import type { Database } from '../../db/client';
import type { IcfData } from '../../icf/load-icf-data';
import { getDocument } from '../documents/get-document';
import { recordTeamAccess } from '../teams/team-access-log';

/** A live document of the user as a FHIR R4 Bundle (decision record 0019); another user's id is a 404. */
export async function exportDocumentFhir(
  db: Database,
  icf: IcfData,
  request: { userId: number; documentId: number; includeName: boolean },
): Promise<fhir4.Bundle> {
  const document = await getDocument(db, request.userId, request.documentId);
  await recordTeamAccess(db, {
    teamId: document.teamId,
    userId: request.userId,
    action: 'document.export',
    clientId: document.clientId,
    documentId: document.id,
  });
  return documentToFhirBundle(
    { info: document.info, data: document.data, updatedAt: document.updatedAt.toISOString() },
    {
      englishTitle: (code) => icf.codes[code]?.name,
      includeName: request.includeName,
      newUuid: randomUUID,
      timestamp: new Date().toISOString(),
    },
  );
}
