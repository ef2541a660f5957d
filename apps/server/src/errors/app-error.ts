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

/** The one error type of the server; `http/error-handler.ts` maps it to a JSON answer. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError('not_found', 404, message);
  }

  static validation(fieldErrors: FieldErrors, message?: string): AppError {
    const first = Object.values(fieldErrors)[0]?.[0];
    return new AppError(
      'validation_failed',
      422,
      message ?? first ?? 'The given data was invalid.',
      fieldErrors,
    );
  }
}
