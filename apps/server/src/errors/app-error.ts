/** Stable error codes; the client translates them and the tests assert them. */
export type AppErrorCode =
  | 'not_found'
  | 'validation_failed'
  | 'malformed_json'
  | 'unauthenticated'
  | 'forbidden'
  // A personal access token without the route's ability, or on an account route (decision record 0027).
  | 'ability_missing'
  | 'personal_token_forbidden'
  | 'csrf_mismatch'
  | 'too_many_requests'
  | 'busy'
  | 'conflict'
  | 'internal';

export type FieldErrors = Record<string, string[]>;

/**
 * An error answer names at most this many messages, each under a field name of at most this many characters;
 * the rest are counted in `errors_omitted` (decision record 0025). A bad request of any size gets a short answer.
 */
export const fieldErrorsMaxCount = 50;
export const fieldNameMaxLength = 120;

/** The one error type of the server; `http/error-handler.ts` maps it to a JSON answer. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** How many field messages the answer leaves out (see `fieldErrorsMaxCount`). */
    readonly omittedErrorCount = 0,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError('not_found', 404, message);
  }

  static validation(fieldErrors: FieldErrors, message?: string): AppError {
    const { kept, omitted } = capFieldErrors(fieldErrors);
    const first = Object.values(kept)[0]?.[0];
    return new AppError(
      'validation_failed',
      422,
      message ?? first ?? 'The given data was invalid.',
      kept,
      undefined,
      omitted,
    );
  }
}

/** The first `fieldErrorsMaxCount` messages, in order, and the number left out. */
export function capFieldErrors(fieldErrors: FieldErrors): { kept: FieldErrors; omitted: number } {
  const kept: FieldErrors = {};
  let count = 0;
  let omitted = 0;
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const room = Math.max(0, fieldErrorsMaxCount - count);
    omitted += Math.max(0, messages.length - room);
    if (room === 0) continue;
    const name = field.length > fieldNameMaxLength ? `${field.slice(0, fieldNameMaxLength)}…` : field;
    (kept[name] ??= []).push(...messages.slice(0, room));
    count += Math.min(room, messages.length);
  }
  return { kept, omitted };
}
