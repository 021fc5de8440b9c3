import { TRADINGVIEW_SOURCE_ADDRESSES } from '@tickrelay/contracts/webhooks/deliveries';

const ALLOWED: ReadonlySet<string> = new Set(TRADINGVIEW_SOURCE_ADDRESSES);

/**
 * Whether a client address (as the hot-route kit reports it: through trusted proxies only) is one
 * of TradingView's webhook senders. An IPv4 address may arrive IPv4-mapped (::ffff:a.b.c.d) on a
 * dual-stack socket.
 */
export function isTradingViewAddress(address: string): boolean {
  const bare = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return ALLOWED.has(bare);
}
