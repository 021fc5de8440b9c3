import { isIP } from 'node:net';

import { ValidateBy } from 'class-validator';

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of TRUSTED_PROXY_CIDRS: a range name, an address, or an address/prefix-length. */
export function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUSTED_PROXY_CIDRS: "none", or proxy entries, comma-separated. */
export function IsProxyList(): PropertyDecorator {
  return ValidateBy({
    name: 'isProxyList',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string') return false;
        if (value === 'none') return true;
        return value.split(',').every((entry) => isProxyEntry(entry.trim()));
      },
      defaultMessage: () =>
        'must be "none" or a comma-separated list of addresses, CIDRs (10.0.0.0/8) or loopback, linklocal, uniquelocal',
    },
  });
}
