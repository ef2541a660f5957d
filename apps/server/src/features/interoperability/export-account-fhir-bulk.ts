import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type * as fhir4 from 'fhir/r4';
import {
  clientSeriesToFhirBundle,
  documentToFhirBundle,
  fhirBulkResourceTypes,
  fhirBundleResources,
  neutralWordsOf,
  type FhirBulkResourceType,
  type FhirExportOptions,
} from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import type { IcfData } from '../../icf/load-icf-data';
import { findClientGoals, findClientSeriesDocuments } from '../clients';
import type { ZipEntry } from '../../http/zip-entries-stream';
import { findOwnClientsPage, findOwnDocumentsWithoutClientPage } from './fhir-bulk-repository';

/** Clients and documents read per page: one page of series stays a few megabytes, as the account export's. */
export const fhirBulkPageSize = 50;

export interface FhirBulkExportRequest {
  userId: number;
  includeName: boolean;
  appUrl: string;
  locale: Locale;
  /** The export's `transactionTime` (Bulk Data) and every Bundle's timestamp. */
  now: Date;
  /** The URL of the request, as the manifest's `request` names it. */
  requestUrl: string;
}

/** The Bulk Data manifest (an "export complete" answer), written as the archive's last file. */
export interface FhirBulkManifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: boolean;
  output: { type: FhirBulkResourceType; url: string; count: number }[];
  error: never[];
}

/**
 * The account's own data as FHIR Bulk Data NDJSON (decision record 0048): one file per resource type
 * (`Patient.ndjson`, `Goal.ndjson`, `Composition.ndjson`, `Observation.ndjson`, each only when it has a
 * resource), one resource per line, then `manifest.json` as a Bulk Data status answer lists the files.
 * The resources are those of each own client's series Bundle and of each own live document without a
 * client, as `GET /api/client/{id}/fhir` and `GET /api/document/{id}/fhir` write them (pseudonymous unless
 * `includeName`), each standalone with its id and `Type/id` references (`fhirBundleResources`).
 * Each file is one pass over the account, read a page at a time as the archive is written, so memory holds
 * a page, not the account; the entries' uuids come from a per-export seed, so every pass names the same
 * resource alike and a reference made in one file resolves in another.
 */
export async function* fhirBulkExportEntries(
  db: Database,
  icf: IcfData,
  request: FhirBulkExportRequest,
): AsyncGenerator<ZipEntry> {
  const seed = randomUUID();
  const output: FhirBulkManifest['output'] = [];
  for (const type of fhirBulkResourceTypes) {
    const lines = linesOfType(db, icf, request, seed, type);
    const first = await lines.next();
    if (first.done) continue;
    const file = { type, url: `${type}.ndjson`, count: 0 };
    output.push(file);
    yield {
      name: file.url,
      content: Readable.from(
        (async function* () {
          file.count += 1;
          yield first.value;
          for await (const line of lines) {
            file.count += 1;
            yield line;
          }
        })(),
      ),
    };
  }
  // Written after every file (the archive asks for an entry once the previous one is written): counts are whole.
  const manifest: FhirBulkManifest = {
    transactionTime: request.now.toISOString(),
    request: request.requestUrl,
    requiresAccessToken: false,
    output,
    error: [],
  };
  yield { name: 'manifest.json', content: `${JSON.stringify(manifest, null, 2)}\n` };
}

async function* linesOfType(
  db: Database,
  icf: IcfData,
  request: FhirBulkExportRequest,
  seed: string,
  type: FhirBulkResourceType,
): AsyncGenerator<string> {
  for await (const bundle of accountBundles(db, icf, request, seed)) {
    for (const resource of fhirBundleResources(bundle)) {
      if (resource.resourceType === type) yield `${JSON.stringify(resource)}\n`;
    }
  }
}

async function* accountBundles(
  db: Database,
  icf: IcfData,
  request: FhirBulkExportRequest,
  seed: string,
): AsyncGenerator<fhir4.Bundle> {
  const options = (uuidSeed: string): FhirExportOptions => ({
    appUrl: request.appUrl,
    englishTitle: (code) => icf.codes[code]?.name,
    icfRelease: (code) => icf.codes[code]?.release,
    includeName: request.includeName,
    neutralWords: neutralWordsOf(request.locale),
    newUuid: seededUuids(`${seed}:${uuidSeed}`),
    timestamp: request.now.toISOString(),
  });

  for (let afterId = 0; ;) {
    const page = await findOwnClientsPage(db, request.userId, afterId, fhirBulkPageSize);
    for (const client of page) {
      const goals = await findClientGoals(db, client.id);
      const documents = await findClientSeriesDocuments(db, request.userId, client.id);
      yield clientSeriesToFhirBundle(
        {
          client: { identifier: client.fhirId, name: client.displayName },
          goals: goals.goals,
          evaluations: documents.map((document) => ({
            info: document.info,
            data: document.data,
            updatedAt: document.updatedAt.toISOString(),
            clientIdentifier: client.fhirId,
            documentIdentifier: document.fhirId,
          })),
        },
        options(`client:${client.fhirId}`),
      );
    }
    if (page.length < fhirBulkPageSize) break;
    afterId = page[page.length - 1]!.id;
  }

  for (let afterId = 0; ;) {
    const page = await findOwnDocumentsWithoutClientPage(db, request.userId, afterId, fhirBulkPageSize);
    for (const document of page) {
      yield documentToFhirBundle(
        {
          info: document.info,
          data: document.data,
          updatedAt: document.updatedAt.toISOString(),
          clientIdentifier: null,
          documentIdentifier: document.fhirId,
        },
        options(`document:${document.fhirId}`),
      );
    }
    if (page.length < fhirBulkPageSize) break;
    afterId = page[page.length - 1]!.id;
  }
}

/** UUIDs (version 4 in form) drawn in order from a seed: the same seed gives the same sequence. */
function seededUuids(seed: string): () => string {
  let counter = 0;
  return () => {
    const hex = createHash('sha256').update(`${seed}:${counter++}`).digest('hex');
    const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}
