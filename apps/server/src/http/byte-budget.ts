/**
 * A semaphore on bytes (decision record 0049): work whose memory grows with its request body takes the
 * body's size from the budget before it starts and gives it back when it ends, so the bodies being worked on
 * together never exceed `capacity`. Nothing waits in a queue: a request that does not fit is refused at once
 * (the caller answers 429 with Retry-After), since a queue of large bodies would hold their memory too.
 */
export interface ByteBudget {
  /** The most bytes in flight at once. */
  readonly capacity: number;
  /** The bytes taken now. */
  inFlight(): number;
  /** Takes `bytes` if they fit beside those in flight: a lease that gives them back, or null. */
  tryAcquire(bytes: number): ByteLease | null;
}

export interface ByteLease {
  readonly bytes: number;
  /** Gives the bytes back; a second call does nothing. */
  release(): void;
}

export function createByteBudget(capacity: number): ByteBudget {
  if (!Number.isSafeInteger(capacity) || capacity < 1) {
    throw new RangeError(`A byte budget needs a positive whole number of bytes, not ${capacity}`);
  }
  let inFlight = 0;
  return {
    capacity,
    inFlight: () => inFlight,
    tryAcquire(bytes) {
      if (!Number.isSafeInteger(bytes) || bytes < 0) {
        throw new RangeError(`A lease needs a whole number of bytes, not ${bytes}`);
      }
      if (inFlight + bytes > capacity) return null;
      inFlight += bytes;
      let released = false;
      return {
        bytes,
        release() {
          if (released) return;
          released = true;
          inFlight -= bytes;
        },
      };
    },
  };
}
