import { randomUUID } from 'node:crypto';
import type * as fhir4 from 'fhir/r4';
import { clientSeriesToFhirBundle, neutralWordsOf } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import type { IcfData } from '../../icf/load-icf-data';
import { findClientGoals, findClientFhirId, findClientSeriesDocuments, getClient } from '../clients';
import { recordTeamAccess } from '../teams';

/**
 * A client the user may use, with every live evaluation in date order and the client's goals, as one FHIR R4
 * Bundle (decision record 0048); another user's client is a 404, as in the client calls.
 */
export async function exportClientSeriesFhir(
  db: Database,
  icf: IcfData,
  request: { userId: number; clientId: number; includeName: boolean; appUrl: string; locale: Locale },
): Promise<fhir4.Bundle> {
  const client = await getClient(db, request.userId, request.clientId);
  await recordTeamAccess(db, {
    teamId: client.teamId,
    userId: request.userId,
    action: 'client.export',
    clientId: client.id,
  });
  const [identifier, goals, documents] = [
    await findClientFhirId(db, request.userId, client.id),
    await findClientGoals(db, client.id),
    await findClientSeriesDocuments(db, request.userId, client.id),
  ];
  return clientSeriesToFhirBundle(
    {
      client: { identifier: identifier!, name: client.displayName },
      goals: goals.goals,
      evaluations: documents.map((document) => ({
        info: document.info,
        data: document.data,
        updatedAt: document.updatedAt.toISOString(),
        clientIdentifier: identifier!,
        documentIdentifier: document.fhirId,
      })),
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
