import { isIPv4, isIPv6 } from 'node:net';

/** The first four 16-bit groups of an IPv6 address, each without leading zeros. */
function ipv6Prefix64(address: string): string | undefined {
  const [head = '', tail] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; it only ever lands in the last 64 bits.
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const missing = 8 - width(left) - width(right);
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  const full = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return full
    .slice(0, 4)
    .map((group) => (group.includes('.') ? '0' : (parseInt(group, 16) || 0).toString(16)))
    .join(':');
}

/**
 * The network a client address stands for when remembering where an account signed in from:
 * an IPv4 address as it is, an IPv6 address by its /64 (one household or phone, whose privacy
 * extensions rotate the lower half). Undefined when the address is unknown or malformed.
 */
export function clientNetworkOf(ip: string | null | undefined): string | undefined {
  if (!ip) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return undefined;
  const prefix = ipv6Prefix64(ip);
  return prefix === undefined ? undefined : `${prefix}::/64`;
}
