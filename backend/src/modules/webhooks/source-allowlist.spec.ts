import { TRADINGVIEW_SOURCE_ADDRESSES } from '@tickrelay/contracts/webhooks/deliveries';

import { isTradingViewAddress } from './source-allowlist';

describe('isTradingViewAddress', () => {
  it('accepts TradingView’s four addresses, also IPv4-mapped', () => {
    for (const address of TRADINGVIEW_SOURCE_ADDRESSES) {
      expect(isTradingViewAddress(address)).toBe(true);
      expect(isTradingViewAddress(`::ffff:${address}`)).toBe(true);
      expect(isTradingViewAddress(`::FFFF:${address}`)).toBe(true);
    }
  });

  it('refuses any other address, near ones included', () => {
    for (const address of [
      '52.89.214.239',
      '127.0.0.1',
      '::1',
      '',
      '52.89.214.238 ',
      '::ffff:10.0.0.1',
    ]) {
      expect(isTradingViewAddress(address)).toBe(false);
    }
  });
});
