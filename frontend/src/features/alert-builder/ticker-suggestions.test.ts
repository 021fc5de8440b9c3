/**
 * @jest-environment jest-fixed-jsdom
 */
import { FUTURES_ROOTS } from '@tickrelay/contracts/futures/contract-specs';
import { resolveTradingViewSymbol } from '@tickrelay/contracts/futures/roll-calendar';

import { presetForm } from './alert-builder-presets';
import { validateAlert } from './alert-validation';
import { TICKER_SUGGESTIONS } from './ticker-suggestions';

describe('ticker suggestions', () => {
  it('offer the continuous symbol of every root of the catalogue', () => {
    expect(TICKER_SUGGESTIONS).toEqual(FUTURES_ROOTS.map((root) => `${root}1!`));
    expect(TICKER_SUGGESTIONS).toEqual(expect.arrayContaining(['6E1!', 'ZN1!', 'MBT1!', 'VX1!']));
  });

  it.each(TICKER_SUGGESTIONS)(
    '%s: the builder accepts it and the receiver resolves it',
    (ticker) => {
      const form = { ...presetForm('simpleLong'), ticker };
      expect(validateAlert(form).ticker).toBeUndefined();
      const resolved = resolveTradingViewSymbol(ticker, '2026-11-20T15:00:00Z');
      expect(resolved.ok).toBe(true);
    },
  );
});
