import { documentIdMax } from '@icf/shared';

/**
 * The record id in a request path (a document's, a client's, a team's, a version number). A value that is not
 * a positive `integer` of at most `documentIdMax` names no record, so the caller answers it with `notFound()`,
 * the same 404 as a missing record: nobody learns which values are ids.
 */
export function pathId(value: string | undefined, notFound: () => Error): number {
  const id = value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id <= documentIdMax)) throw notFound();
  return id;
}
