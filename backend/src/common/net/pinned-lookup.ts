// The name resolution of SafeHttpClient: resolved once with the system's resolver, then the
// socket is handed the address that was checked, so a second resolution (DNS rebinding) never
// happens between the check and the connection.
import { promises as dns } from 'node:dns';
import type { LookupFunction } from 'node:net';

import type { ResolvedAddress, Resolver } from './safe-http.types';

/** The system resolver: every address of the name, in the order the system gives them. */
export const systemResolver: Resolver = async (hostname) => {
  const found = await dns.lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** Hands the socket the checked address whatever it asks, so no second resolution happens. */
export function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
