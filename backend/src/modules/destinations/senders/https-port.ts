import { isIP } from 'node:net';

import { isAllowedPrivateTarget } from '@/common/net/private-targets';

/** The one port an HTTPS destination may use: https's default. */
export const HTTPS_DESTINATION_PORT = 443;

/**
 * Whether a relay may POST to this https URL's port: 443 (or none, which is 443) only, so a
 * member cannot aim relays at whatever else listens on a public host (mail, databases, admin
 * ports). The one exception is an `address:port` pair listed in RELAY_ALLOWED_PRIVATE_TARGETS
 * (a receiver on this machine in tests and local development), matched on a literal address.
 * Checked when a destination is created and again before each attempt (rows stored before).
 */
export function isAllowedHttpsPort(
  value: string,
  allowedPrivateTargets: ReadonlySet<string>,
): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // The URL parser drops a port equal to the scheme's default: '' is 443 here.
  if (url.port === '') return true;
  const port = Number(url.port);
  if (port === HTTPS_DESTINATION_PORT) return true;
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) !== 0 && isAllowedPrivateTarget(allowedPrivateTargets, host, port);
}
