import type { BlockList } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isTrustedProxy } from './trusted-proxies';

/**
 * The address throttling counts against (decision 0040). X-Forwarded-For counts only on a connection from a
 * trusted proxy (TRUST_PROXY): each proxy appends the address it saw, so the list is read from the right,
 * past the trusted proxies, and the first address that is not one of them is the client. Entries further
 * left come from the client and could be anything, so they are never used. From any other peer, the header
 * is ignored and the peer's own address counts.
 */
export function clientIp(c: Context, trustedProxies: BlockList | undefined): string {
  const peer = peerAddress(c);
  if (!trustedProxies || !isTrustedProxy(trustedProxies, peer)) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let client = peer;
  for (let index = forwarded.length - 1; index >= 0; index--) {
    client = forwarded[index]!;
    if (!isTrustedProxy(trustedProxies, client)) break;
  }
  return client;
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Only when the app runs without a socket (app.request in a test).
    return 'unknown';
  }
}
