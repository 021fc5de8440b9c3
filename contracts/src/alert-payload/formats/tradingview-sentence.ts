// The message a TradingView strategy alert sends when its author never edits it:
//   "{{strategy.order.action}} @ {{strategy.order.contracts}} filled on {{ticker}}. New strategy
//   position is {{strategy.position_size}}", preceded by "Order" (TradingView's English default).
// Read as the order it describes: the action, that many contracts, on that ticker.
import type { MapResult } from '../alert-read-common';

const SENTENCE =
  /^\s*order\s+(\S+)\s+@\s+(\S+)\s+filled\s+on\s+(\S+?)\.\s+new\s+strategy\s+position\s+is\s+(\S+?)\.?\s*$/i;

export const looksLikeTradingViewSentence = (text: string): boolean => SENTENCE.test(text);

export function mapTradingViewSentence(text: string): MapResult {
  const [, action = '', contracts = '', ticker = '', position = ''] = SENTENCE.exec(text) ?? [];
  return {
    ok: true,
    mapped: {
      payload: { ticker, action, quantity: contracts, positionSize: position },
      sources: {
        ticker: '/ticker',
        action: '/action',
        quantity: '/quantity',
        positionSize: '/positionSize',
      },
      warnings: [],
    },
  };
}
