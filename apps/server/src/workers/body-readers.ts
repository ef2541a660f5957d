import {
  copyDocumentRequestSchemaFor,
  documentText,
  exportDocumentForPdf,
  downloadDocumentRequestSchemaFor,
  fhirBundleToDocument,
  fhirSeriesBundleToClient,
  saveDocumentRequestSchemaFor,
  message,
} from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import { parseBody } from 'hono/utils/body';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import type { DocumentCatalogue } from '../icf/document-catalogue';
import { exportDocumentOf } from './export-document-of';
import { parseExportForm } from './read-export-form';
import { requireBodyMediaType } from '../http/body-media-type';
import { parseLocalizedJson, utf8TextOf } from '../http/read-localized-body';
import type { IcfData } from '../icf/load-icf-data';

/** A request body as the body worker receives it: its bytes moved, not copied, and the request's locale. */
export interface RawBody {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  locale: Locale;
}

/** What the readers check against: the classification the server loaded (the worker gets a copy). */
export interface ReferenceData {
  icf: IcfData;
  catalogue: DocumentCatalogue;
}

/**
 * What each large-body route makes of its body: parsed, bounded and checked with its shared schema (the
 * code-entry bound of the loaded classification, decision record 0025), or an AppError (422). They run the
 * same on the event loop (small bodies) and on the body worker (large ones, decision record 0030); only a
 * checked, bounded value crosses back, and for copy the finished text.
 */
export const bodyReaders = {
  'document.save': (body: RawBody, reference: ReferenceData) =>
    parseLocalizedJson(jsonTextOf(body), schemaFor(saveDocumentRequestSchemaFor, reference)),
  'document.copy': async (body: RawBody, reference: ReferenceData) => {
    const schema = schemaFor(copyDocumentRequestSchemaFor, reference);
    const request = parseExportForm(await formOf(body), schema);
    const text = documentText(await exportDocumentOf(request, reference, body.locale));
    return { text, documentId: request.document_id };
  },
  'document.download': async (body: RawBody, reference: ReferenceData) => {
    const schema = schemaFor(downloadDocumentRequestSchemaFor, reference);
    const request = parseExportForm(await formOf(body), schema);
    const document = await exportDocumentOf(request, reference, body.locale);
    return {
      number: request.number,
      document: exportDocumentForPdf(document, body.locale),
      documentId: request.document_id,
    };
  },
  'document.import-fhir': (body: RawBody, reference: ReferenceData) =>
    fhirBundleToDocument(
      parseLocalizedJson(jsonTextOf(body), z.unknown()),
      reference.catalogue.codeEntriesMax,
    ),
  'client.import-fhir': (body: RawBody, reference: ReferenceData) =>
    fhirSeriesBundleToClient(
      parseLocalizedJson(jsonTextOf(body), z.unknown()),
      reference.catalogue.codeEntriesMax,
    ),
};
export type BodyReaderName = keyof typeof bodyReaders;
export type BodyOf<Name extends BodyReaderName> = Awaited<ReturnType<(typeof bodyReaders)[Name]>>;

function jsonTextOf(body: RawBody): string {
  requireBodyMediaType('json', body.contentType, body.bytes.length);
  return utf8TextOf(body.bytes);
}

/** The form data as Hono's `c.req.parseBody()` reads it (the last of repeated fields wins). */
async function formOf(body: RawBody): Promise<Record<string, unknown>> {
  requireBodyMediaType('form', body.contentType, body.bytes.length);
  try {
    return await parseBody(
      new Request('http://body.invalid/', {
        method: 'POST',
        body: body.bytes,
        headers: { 'Content-Type': body.contentType },
      }),
    );
  } catch {
    throw new AppError({ code: 'malformed_json', status: 422, message: message('request.malformed_json') });
  }
}

/** A route's schema is built once per classification (it is the same for every request of a server). */
const schemas = new WeakMap<DocumentCatalogue, Map<unknown, unknown>>();
function schemaFor<Schema>(factory: (codeEntriesMax: number) => Schema, reference: ReferenceData): Schema {
  let built = schemas.get(reference.catalogue);
  if (!built) schemas.set(reference.catalogue, (built = new Map()));
  let schema = built.get(factory) as Schema | undefined;
  if (!schema) built.set(factory, (schema = factory(reference.catalogue.codeEntriesMax)));
  return schema;
}
