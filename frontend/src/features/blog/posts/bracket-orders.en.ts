import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'A bracket surrounds an entry with two exit orders: a stop-loss below (for a long) and a take-profit above. When one of them fills, the broker cancels the other. With TickRelay, one alert places all three orders.',
  },
  { type: 'heading', level: 2, text: 'Two fields' },
  {
    type: 'paragraph',
    text: 'Add `stopLoss` and `takeProfit` to the message, each as a distance from the fill in one unit: ticks, points, dollars per contract or percent:',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.marketBracket),
    caption:
      'A market entry with its stop 40 ticks (10 points) below the fill and its target 80 ticks above.',
  },
  {
    type: 'list',
    items: [
      'Either field can be used alone: a stop without a target is a perfectly good bracket.',
      'Ticks are the simplest choice for market entries: the broker places the bracket around the real fill price, whatever the slippage.',
      'The other units suit other habits: `{ "points": 10 }` is 40 ticks on MES, `{ "dollars": 250 }` risks $250 per contract whatever the contract, and `{ "percent": 0.5 }` scales with the price. Being distances, they always land on the right side of the fill.',
    ],
  },
  { type: 'heading', level: 2, text: 'Why at the broker' },
  {
    type: 'paragraph',
    text: 'A strategy’s exits only exist inside TradingView. If the exit alert is delayed, lost, or fires while your connection is down, the position stays open. Orders resting at the broker do not depend on TradingView, on TickRelay or on your computer: they are there until they fill or you cancel them.',
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Stops are not guarantees',
    text: 'A stop order becomes a market order when its price is touched. In a fast market or across a gap, it can fill well beyond its price. Read the [risk disclosures](/futures-risk-disclosures).',
  },
  { type: 'heading', level: 2, text: 'Closing and reversing' },
  {
    type: 'list',
    items: [
      '`exit` flattens the position and cancels its working bracket orders, so no orphan stop is left behind.',
      '`reverse` turns the position around and attaches the new bracket if the message has one.',
      '`cancel` removes the working orders, bracket included, and keeps the position. Moving a stop (a trailing stop, a move to break-even) is a `cancel` followed by a new stop order; TickRelay does not modify working orders from alerts.',
    ],
  },
  {
    type: 'paragraph',
    text: 'The [Pine Script template](/code/pine-strategy-template) sends its bracket in ticks with every entry. The field reference is in [Payload format](/docs/webhooks/payload-format).',
  },
];

export default body;
