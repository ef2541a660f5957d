import { idempotencyKeyHeader, idempotencyKeyMaxLength, message } from '@icf/shared';
import { AppError } from '../../errors/app-error';

/** The answers of decision record 0031 when the `Idempotency-Key` header cannot be honoured. */
export function invalidIdempotencyKey(): AppError {
  return AppError.validation({
    [idempotencyKeyHeader]: [message('idempotency.key_invalid', { max: idempotencyKeyMaxLength })],
  });
}

/** 422, as draft-ietf-httpapi-idempotency-key-header says: the key was used for another request. */
export function idempotencyKeyReused(): AppError {
  return AppError.validation({ [idempotencyKeyHeader]: [message('idempotency.key_reused')] });
}

/** 409, as the same draft says: the first request with this key has not been answered yet. */
export function idempotentRequestInProgress(): AppError {
  return new AppError({
    code: 'conflict',
    status: 409,
    message: message('idempotency.in_progress'),
    headers: { 'Retry-After': '1' },
  });
}
