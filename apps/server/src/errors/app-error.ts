import {
  message,
  renderServerMessage,
  type MessageDescriptor,
  type MessageParam,
  type ServerMessageKey,
} from '@icf/shared';

/** Stable error codes; the client translates them and the tests assert them. */
export type AppErrorCode =
  | 'not_found'
  | 'validation_failed'
  | 'malformed_json'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'unauthenticated'
  | 'forbidden'
  // A personal access token without the route's ability, or on an account route (decision record 0027).
  | 'ability_missing'
  | 'personal_token_forbidden'
  | 'csrf_mismatch'
  | 'too_many_requests'
  | 'payload_too_large'
  | 'busy'
  | 'conflict'
  | 'internal';

/** Per field, the messages of a 422, named by their catalogue keys (decision record 0032). */
export type FieldErrors = Record<string, MessageDescriptor[]>;

/**
 * An error answer names at most this many messages, each under a field name of at most this many characters;
 * the rest are counted in `errors_omitted` (decision record 0025). A bad request of any size gets a short answer.
 */
export const fieldErrorsMaxCount = 50;
export const fieldNameMaxLength = 120;

/**
 * The one error type of the server. It names its message by a catalogue key (`message(key, params)`) and
 * never words it: `http/error-handler.ts` puts it into the request's words and maps it to a JSON answer
 * (decision record 0032). `Error.message` holds the English words, for logs and the command line.
 *
 *     throw new AppError({ code: 'conflict', status: 409, message: message('admin.job_not_failed') });
 *     throw AppError.notFound('document.not_found');
 *     throw AppError.validation({ email: [message('auth.failed')] });
 */
export interface AppErrorOptions {
  code: AppErrorCode;
  status: number;
  /** The message, by its catalogue key (`message(key, params)`). */
  message: MessageDescriptor;
  fieldErrors?: FieldErrors;
  headers?: Record<string, string>;
  /** How many field messages the answer leaves out (see `fieldErrorsMaxCount`). */
  omittedErrorCount?: number;
  /**
   * Fields the answer carries beside `code` and `message`, already in the client's terms (the save's 409
   * names the conflicting values and the current version, decision record 0036). Never words: those are keys.
   */
  details?: Readonly<Record<string, unknown>>;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly messageDescriptor: MessageDescriptor;
  readonly fieldErrors?: FieldErrors;
  readonly headers?: Record<string, string>;
  /** How many field messages the answer leaves out (see `fieldErrorsMaxCount`). */
  readonly omittedErrorCount: number;
  /** Fields the answer carries beside `code` and `message` (see `AppErrorOptions.details`). */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(options: AppErrorOptions) {
    super(renderServerMessage('en', options.message));
    this.name = 'AppError';
    this.code = options.code;
    this.status = options.status;
    this.messageDescriptor = options.message;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
    this.omittedErrorCount = options.omittedErrorCount ?? 0;
    this.details = options.details;
  }

  static notFound(key: ServerMessageKey, params?: Record<string, MessageParam>): AppError {
    return new AppError({ code: 'not_found', status: 404, message: message(key, params) });
  }

  /**
   * The 409 of a save that named its base version while someone else saved (decision records 0036, 0034):
   * nothing was written; the answer names what both changed and the version it was measured against.
   */
  static saveConflict(key: ServerMessageKey, currentVersion: number, conflicts: readonly object[]): AppError {
    return new AppError({
      code: 'conflict',
      status: 409,
      message: message(key),
      details: { current_version: currentVersion, conflicts },
    });
  }

  /** A 422; its message is the first field message unless one is given. */
  static validation(fieldErrors: FieldErrors, summary?: MessageDescriptor): AppError {
    const { kept, omitted } = capFieldErrors(fieldErrors);
    const first = Object.values(kept)[0]?.[0];
    return new AppError({
      code: 'validation_failed',
      status: 422,
      message: summary ?? first ?? message('validation.failed'),
      fieldErrors: kept,
      omittedErrorCount: omitted,
    });
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
