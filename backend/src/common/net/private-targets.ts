// RELAY_ALLOWED_PRIVATE_TARGETS: the few `address:port` pairs a relay may reach although the
// address is not public (a receiver on this machine in tests and local development). Exact
// pairs, never ranges or names: each one is a hole in the SSRF refusal.
import { isIP } from 'node:net';

/** The address as the URL parser writes it (IPv6 compressed, lower case), without brackets. */
export function canonicalAddress(address: string): string {
  const host = new URL(`http://${isIP(address) === 6 ? `[${address}]` : address}/`).hostname;
  return host.startsWith('[') ? host.slice(1, -1) : host;
}

function parseEntry(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(`http://${entry}/`);
  } catch {
    return null;
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  // The URL parser accepts names and drops a port 80: demand a literal address and a port.
  const literal = entry.startsWith('[') ? entry.slice(1, entry.indexOf(']')) : entry.split(':')[0];
  if (isIP(host) === 0 || literal === undefined || isIP(literal) === 0) return null;
  const port = entry.slice(entry.lastIndexOf(':') + 1);
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return null;
  return `${canonicalAddress(host)}|${Number(port)}`;
}

/** A string naming the first bad entry, or the parsed set (empty for an empty value). */
export function parsePrivateTargets(raw: string): ReadonlySet<string> | string {
  const targets = new Set<string>();
  for (const entry of raw.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const parsed = parseEntry(entry);
    if (parsed === null) {
      return `"${entry}" is not address:port (an IPv4 address, or an IPv6 one in brackets, and a port)`;
    }
    targets.add(parsed);
  }
  return targets;
}

export function isAllowedPrivateTarget(
  targets: ReadonlySet<string>,
  address: string,
  port: number,
): boolean {
  return targets.size > 0 && targets.has(`${canonicalAddress(address)}|${port}`);
}

/** The pairs as RELAY_ALLOWED_PRIVATE_TARGETS writes them, for the boot log. */
export function describePrivateTargets(targets: ReadonlySet<string>): string[] {
  return [...targets].map((entry) => {
    const [address = '', port = ''] = entry.split('|');
    return isIP(address) === 6 ? `[${address}]:${port}` : `${address}:${port}`;
  });
}
