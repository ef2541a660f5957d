import { randomUUID } from 'node:crypto';
import type * as fhir4 from 'fhir/r4';
import { documentToFhirBundle, neutralWordsOf } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import type { IcfData } from '../../icf/load-icf-data';
import { getDocument } from '../documents';
import { recordTeamAccess } from '../teams';
import { findFhirIdentifiers } from './fhir-identifiers-repository';

/**
 * A live document of the user as a FHIR R4 Bundle (decision records 0019, 0048); another user's id is a 404.
 * A pseudonymous export replaces the names in free text with the neutral words of the request's language.
 */
export async function exportDocumentFhir(
  db: Database,
  icf: IcfData,
  request: { userId: number; documentId: number; includeName: boolean; appUrl: string; locale: Locale },
): Promise<fhir4.Bundle> {
  const document = await getDocument(db, request.userId, request.documentId);
  await recordTeamAccess(db, {
    teamId: document.teamId,
    userId: request.userId,
    action: 'document.export',
    clientId: document.clientId,
    documentId: document.id,
  });
  const identifiers = await findFhirIdentifiers(db, document.id);
  return documentToFhirBundle(
    {
      info: document.info,
      data: document.data,
      updatedAt: document.updatedAt.toISOString(),
      clientIdentifier: identifiers.client,
      documentIdentifier: identifiers.document,
    },
    {
      appUrl: request.appUrl,
      englishTitle: (code) => icf.codes[code]?.name,
      icfRelease: (code) => icf.codes[code]?.release,
      includeName: request.includeName,
      neutralWords: neutralWordsOf(request.locale),
      newUuid: randomUUID,
      timestamp: new Date().toISOString(),
    },
  );
}
