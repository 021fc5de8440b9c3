// Which IP addresses a member's destination may resolve to. Everything that is not plainly a
// public unicast address is refused: the ranges come from the IANA IPv4 and IPv6 special-purpose
// registries (plus multicast and the reserved class E), held in net.BlockList, and IPv6 forms that
// carry an IPv4 address (mapped, NAT64, 6to4) are judged by the address they carry, because that
// is where the connection would really go.
import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

/** [network, prefix length, the name logged when an address falls in it]. */
type Range = readonly [string, number, string];

const REFUSED_IPV4: readonly Range[] = [
  ['0.0.0.0', 8, 'this-network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  // 169.254.169.254 (cloud metadata) lives here.
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'ietf-protocol-assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4-relay-anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  // Class E, 255.255.255.255 (limited broadcast) included.
  ['240.0.0.0', 4, 'reserved'],
];

const REFUSED_IPV6: readonly Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  // Deprecated IPv4-compatible and SIIT-translated forms: never a real destination.
  ['::', 96, 'ipv4-compatible'],
  ['::ffff:0:0:0', 96, 'ipv4-translated'],
  ['64:ff9b:1::', 48, 'nat64-local'],
  ['100::', 64, 'discard-only'],
  ['2001::', 32, 'teredo'],
  ['2001::', 23, 'ietf-protocol-assignments'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'srv6-sids'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

/** Ranges whose addresses carry an IPv4 address in the bits named (judged by that address). */
const IPV4_CARRIERS: ReadonlyArray<readonly [Range, (groups: number[]) => [number, number]]> = [
  [['::ffff:0:0', 96, 'ipv4-mapped'], (g) => [g[6] ?? 0, g[7] ?? 0]],
  [['64:ff9b::', 96, 'nat64'], (g) => [g[6] ?? 0, g[7] ?? 0]],
  [['2002::', 16, '6to4'], (g) => [g[1] ?? 0, g[2] ?? 0]],
];

function blockListsOf(ranges: readonly Range[], family: Family): Array<[string, BlockList]> {
  return ranges.map(([network, prefix, name]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return [name, list];
  });
}

const ipv4Lists = blockListsOf(REFUSED_IPV4, 'ipv4');
const ipv6Lists = blockListsOf(REFUSED_IPV6, 'ipv6');
const carrierLists = IPV4_CARRIERS.map(([range, extract]) => {
  const [[name, list]] = blockListsOf([range], 'ipv6') as [[string, BlockList]];
  return { name, list, extract };
});
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** The eight 16-bit groups of an address that net.isIPv6 accepted (a zone id is dropped). */
export function ipv6Groups(address: string): number[] {
  let text = address.split('%', 1)[0]?.toLowerCase() ?? '';
  if (text.includes('.')) {
    const cut = text.lastIndexOf(':') + 1;
    const [a = 0, b = 0, c = 0, d = 0] = text.slice(cut).split('.').map(Number);
    text = `${text.slice(0, cut)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const [head = '', tail] = text.split('::');
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function classifyIpv4(address: string): string | null {
  for (const [name, list] of ipv4Lists) if (list.check(address, 'ipv4')) return name;
  return null;
}

function classifyIpv6(address: string): string | null {
  for (const { name, list, extract } of carrierLists) {
    if (!list.check(address, 'ipv6')) continue;
    const [high, low] = extract(ipv6Groups(address));
    const carried = classifyIpv4(ipv4Of(high, low));
    return carried === null ? null : `${name}:${carried}`;
  }
  for (const [name, list] of ipv6Lists) if (list.check(address, 'ipv6')) return name;
  // Outside 2000::/3 nothing is allocated as global unicast.
  return globalUnicast.check(address, 'ipv6') ? null : 'not-global-unicast';
}

/**
 * Why a relay may not connect to this address (the range's name, e.g. "loopback",
 * "ipv4-mapped:link-local"), or null for a public unicast address. Anything that is not an IP
 * address is refused as "not-an-address".
 */
export function refusedRange(address: string): string | null {
  switch (isIP(address)) {
    case 4:
      return classifyIpv4(address);
    case 6:
      return classifyIpv6(address);
    default:
      return 'not-an-address';
  }
}
