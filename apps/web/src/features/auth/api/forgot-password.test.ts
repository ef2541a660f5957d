import { describe, expect, it, vi } from 'vitest';

// The API client reads the locale cookie when it loads; this test runs without a DOM.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '' } });
});

const { isResetLinkSent } = await import('./forgot-password');

describe('isResetLinkSent (spec §7: a plain-string answer is failure, otherwise success)', () => {
  it('accepts the status answer and an empty one', () => {
    expect(isResetLinkSent({ status: 'We have emailed your password reset link.' })).toBe(true);
    expect(isResetLinkSent(null)).toBe(true);
  });

  it('rejects a plain string (an HTML page from a proxy, for instance)', () => {
    expect(isResetLinkSent('<html>Bad gateway</html>')).toBe(false);
    expect(isResetLinkSent('')).toBe(false);
  });
});
