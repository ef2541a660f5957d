import { message } from '@icf/shared';
import { AppError } from '../errors/app-error';

/** The kinds of body the API reads: JSON (the save, every small call, the FHIR import) or a form (spec §7). */
export type BodyMediaKind = 'json' | 'form';

const mediaTypesOf: Record<BodyMediaKind, { accepts: (mediaType: string) => boolean; named: string }> = {
  // `application/fhir+json` and any other `+json` type are JSON (RFC 6839).
  json: {
    accepts: (mediaType) =>
      mediaType === 'application/json' || /^application\/[\w.-]+\+json$/.test(mediaType),
    named: 'application/json',
  },
  form: {
    accepts: (mediaType) =>
      mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded',
    named: 'multipart/form-data',
  },
};

/**
 * A body the route can't read is a 415 naming what it reads (RFC 9110 §15.5.16), not a 422 about its fields:
 * a client that sent text or a form to a JSON call learns what to fix. An empty body has no type to check.
 */
export function requireBodyMediaType(kind: BodyMediaKind, contentType: string, byteLength: number): void {
  if (byteLength === 0) return;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const { accepts, named } = mediaTypesOf[kind];
  if (accepts(mediaType)) return;
  throw new AppError({
    code: 'unsupported_media_type',
    status: 415,
    message: message('request.unsupported_media_type', { type: mediaType || '(none)', expected: named }),
  });
}
