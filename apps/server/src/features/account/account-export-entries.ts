import { randomUUID } from 'node:crypto';
import { documentToFhirBundle, emptyClientGoals, neutralWordsOf, serverMessage } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import type { IcfData } from '../../icf/load-icf-data';
import type { UserRecord } from '../../auth/users-repository';
import { listPersonalAccessTokens, presentApiToken } from '../api-tokens';
import {
  listClientsOf,
  presentClient,
  listClientGoalsOfUser,
  listClientGoalVersionsOfUser,
  listGoalCyclesOfUser,
  presentGoalCycle,
} from '../clients';
import { listPersonalCoreSets } from '../core-sets';
import { presentFeedbackMessage } from '../feedback';
import { documentCsvStream } from '../interoperability';
import { presentSuggestion } from '../suggestions';
import { presentTeamSummary, listTeamsOf } from '../teams';
import { presentSelfReport, selectSelfReportsOfUser } from '../self-report';
import {
  findDocumentsWithVersionsPage,
  findFeedbackOfUser,
  findSuggestionsOfUser,
  type ExportedDocument,
} from './account-export-repository';
import { goalsCsvStream } from './goals-csv';
import type { ZipEntry } from '../../http/zip-entries-stream';

/** Documents read per page: a page of 130-code documents with a few versions each stays a few megabytes. */
export const exportDocumentPageSize = 50;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Everything the account holds, as the files of its data export (decision 0028): a README in the user's
 * language, the account, every live document as FHIR R4 (with the client's name: it is the owner's own
 * copy) and all of them as the CSV export, every saved version of every document not yet purged, goals,
 * clients with every saved version of their goals, the clients' self-reports (decision 0053), personal core sets, suggestions with their status,
 * feedback messages, the live personal access tokens (name, abilities, dates: never the secret or its hash)
 * and the team memberships (decision record 0042). Documents are read in pages as the archive is written.
 */
export async function* accountExportEntries(
  db: Database,
  reference: { icf: IcfData; appUrl: string },
  user: UserRecord,
  locale: Locale,
  now: Date = new Date(),
): AsyncGenerator<ZipEntry> {
  yield {
    name: 'README.txt',
    content: `${serverMessage(locale, 'export.readme', { name: user.name, date: now.toISOString().slice(0, 10) })}\n`,
  };
  yield {
    name: 'account.json',
    content: json({
      id: user.id,
      name: user.name,
      email: user.email,
      locale: user.locale,
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      created_at: user.createdAt.toISOString(),
    }),
  };
  const { icf } = reference;
  yield { name: 'documents.csv', content: documentCsvStream(db, icf, { userId: user.id }) };
  yield { name: 'goals.csv', content: goalsCsvStream(db, user.id) };
  let afterId = 0;
  for (;;) {
    const page = await findDocumentsWithVersionsPage(db, user.id, afterId, exportDocumentPageSize);
    for (const document of page) {
      if (document.deletedAt === null && document.versions.length > 0) {
        yield {
          name: `fhir/document-${document.id}.json`,
          content: json(fhirBundleOf(document, reference, now)),
        };
      }
      yield { name: `versions/document-${document.id}.json`, content: json(presentVersions(document)) };
    }
    if (page.length < exportDocumentPageSize) break;
    afterId = page[page.length - 1]!.id;
  }
  const goals = await listClientGoalsOfUser(db, user.id);
  const goalVersions = await listClientGoalVersionsOfUser(db, user.id);
  const cycles = await listGoalCyclesOfUser(db, user.id);
  yield {
    name: 'clients.json',
    content: json(
      (await listClientsOf(db, { userId: user.id })).map((client) => ({
        ...presentClient(client),
        goals: goals.get(client.id) ?? emptyClientGoals(),
        // Every saved state of the goals (decision record 0034, amended), as documents' versions are.
        goal_versions: (goalVersions.get(client.id) ?? []).map((kept) => ({
          version: kept.version,
          goals: kept.goals,
          created_at: kept.createdAt.toISOString(),
        })),
        // The goal cycles, newest first, with the closed ones' judged goals (decision record 0056).
        cycles: (cycles.get(client.id) ?? []).map(presentGoalCycle),
      })),
    ),
  };
  // The clients' own answers (decision record 0053), never a link's token: only its hash is kept.
  yield {
    name: 'self-reports.json',
    content: json((await selectSelfReportsOfUser(db, user.id)).map(presentSelfReport)),
  };
  yield { name: 'personal-core-sets.json', content: json(await listPersonalCoreSets(db, user.id)) };
  yield {
    name: 'suggestions.json',
    content: json((await findSuggestionsOfUser(db, user.id)).map(presentSuggestion)),
  };
  yield {
    name: 'feedback.json',
    content: json((await findFeedbackOfUser(db, user.id)).map(presentFeedbackMessage)),
  };
  yield {
    name: 'api-tokens.json',
    content: json((await listPersonalAccessTokens(db, user.id)).map(presentApiToken)),
  };
  yield { name: 'teams.json', content: json((await listTeamsOf(db, user.id)).map(presentTeamSummary)) };
}

function fhirBundleOf(document: ExportedDocument, reference: { icf: IcfData; appUrl: string }, now: Date) {
  const current = document.versions[document.versions.length - 1]!.snapshot;
  const { icf } = reference;
  return documentToFhirBundle(
    {
      info: current.info,
      data: current.data,
      updatedAt: document.updatedAt.toISOString(),
      clientIdentifier: document.clientFhirId,
      documentIdentifier: document.fhirId,
    },
    {
      appUrl: reference.appUrl,
      englishTitle: (code) => icf.codes[code]?.name,
      icfRelease: (code) => icf.codes[code]?.release,
      includeName: true,
      // The person's own archive keeps the names; the words are not used with includeName.
      neutralWords: neutralWordsOf('en'),
      newUuid: randomUUID,
      timestamp: now.toISOString(),
    },
  );
}

function presentVersions(document: ExportedDocument) {
  return {
    document_id: document.id,
    client_id: document.clientId,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
    deleted_at: document.deletedAt?.toISOString() ?? null,
    versions: document.versions.map((version) => ({
      version: version.version,
      saved_at: version.createdAt.toISOString(),
      info: version.snapshot.info,
      sets: version.snapshot.sets,
      data: version.snapshot.data,
    })),
  };
}
