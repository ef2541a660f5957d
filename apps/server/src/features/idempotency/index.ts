/**
 * The idempotency feature's front door (decision 0052): the `Idempotency-Key` middleware, `storeOnce` and
 * the prune job.
 */
export { idempotentRequest, storeOnce } from './idempotent-request';
export { createPruneIdempotencyKeysJob } from './prune-idempotency-keys-job';
