import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY (decision 0040): the reverse proxies whose X-Forwarded-For the server believes, as a
 * comma-separated list of IP addresses and CIDR ranges, IPv4 or IPv6; `loopback` stands for 127.0.0.0/8 and
 * ::1. Matching is Node's `net.BlockList`, which also matches an IPv4-mapped IPv6 peer (`::ffff:10.0.0.5`)
 * against an IPv4 rule.
 */
export function parseTrustedProxies(text: string): { proxies?: BlockList; problem?: string } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return {};
  const proxies = new BlockList();
  for (const entry of entries) {
    if (entry.toLowerCase() === 'loopback') {
      proxies.addSubnet('127.0.0.0', 8, 'ipv4');
      proxies.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix, extra] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || extra !== undefined) return { problem: `"${entry}" is not an IP address or CIDR` };
    const type = version === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      proxies.addAddress(address, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (version === 4 ? 32 : 128))) {
      return { problem: `"${entry}" has no valid prefix length` };
    }
    proxies.addSubnet(address, bits, type);
  }
  return { proxies };
}

/** Whether `address` (a peer's or an X-Forwarded-For entry) is one of the trusted proxies. */
export function isTrustedProxy(proxies: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && proxies.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
