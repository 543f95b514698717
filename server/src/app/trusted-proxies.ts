/**
 * TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For the server believes. A request whose socket peer is
 * one of them is from the address the proxies recorded: X-Forwarded-For read from the right, skipping every hop
 * that is itself a trusted proxy. From any other peer the header is ignored, so a client cannot forge its address
 * to dodge a per-address limit. Addresses or CIDR blocks, IPv4 or IPv6, comma-separated: `127.0.0.1,10.0.0.0/8`.
 */
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** Whether `address` (as the socket reports it) is a trusted proxy. */
  has(address: string): boolean;
  /** What the setting said, for the start-up log. */
  readonly entries: readonly string[];
}

/** Parses the setting; throws on an entry that is neither an address nor a CIDR block. */
export function parseTrustedProxies(setting: string): TrustedProxies {
  const list = new BlockList();
  const entries = setting
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR block`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" has no valid prefix length`);
    }
    list.addSubnet(address, prefix, type);
  }
  return {
    entries,
    has(raw) {
      const address = unmapped(raw);
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** The client's address: the peer, or behind trusted proxies the last untrusted hop of X-Forwarded-For. */
export function forwardedClient(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  if (!forwardedFor || !trusted.has(peer)) return peer;
  const hops = forwardedFor
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (isIP(unmapped(hop)) === 0) return peer;
    if (!trusted.has(hop)) return unmapped(hop);
  }
  // Every hop is a proxy of ours: the first one is as close to the client as we know.
  return unmapped(hops[0] ?? peer);
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const unmapped = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
