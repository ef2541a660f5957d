import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { queuedSaveErrorVerdict } from './queued-save-error';

describe('what a failed attempt of a queued save does to the queue', () => {
  it('tries again when there was no answer, or the server asked to come back later', () => {
    expect(queuedSaveErrorVerdict(new TypeError('Failed to fetch'))).toBe('retry');
    for (const status of [409, 429, 503])
      expect(queuedSaveErrorVerdict(new ApiError(status, null))).toBe('retry');
  });

  it('keeps it for the next sign-in when the session ended', () => {
    expect(queuedSaveErrorVerdict(new ApiError(401, null))).toBe('keep');
  });

  it('ends it with the reason on any other answer', () => {
    for (const status of [400, 403, 413, 415, 422, 500]) {
      expect(queuedSaveErrorVerdict(new ApiError(status, { message: 'no' }))).toBe('refused');
    }
  });
});
