import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'You have a Pine Script strategy whose backtest you like, and you want its orders to reach your futures account without sitting in front of the screen. TradingView cannot place futures orders with most brokers by itself, but it can call a webhook every time the strategy fills an order. TickRelay is that webhook.',
  },
  {
    type: 'image',
    src: '/images/docs/relay-flow.svg',
    alt: 'Diagram: TradingView alert, TickRelay webhook, futures broker.',
    width: 960,
    height: 360,
    caption: 'Three moving parts, each with one job.',
  },
  { type: 'heading', level: 2, text: 'One alert for the whole strategy' },
  {
    type: 'paragraph',
    text: 'The most common mistake is to create one alert per signal: one for the long entry, one for the short entry, one per exit. It works until the strategy reverses, scales out or gets edited, and then the alerts disagree with the strategy. A strategy alert on **order fills** avoids all of that: TradingView sends one webhook per filled order, in the order the strategy filled them.',
  },
  { type: 'heading', level: 2, text: 'Let each order describe itself' },
  {
    type: 'paragraph',
    text: 'Pine Script lets every `strategy.entry`, `strategy.exit` and `strategy.close` carry an `alert_message`. Put the whole TickRelay JSON there, and make the alert’s message just `{{strategy.order.alert_message}}`:',
  },
  {
    type: 'code',
    language: 'pine',
    code: 'entryPayload(string action) =>\n    \'{"ticker":"\' + syminfo.ticker + \'","action":"\' + action + \'","quantity":\' + str.tostring(contracts)\n     + \',"orderType":"market","price":\' + str.tostring(close, format.mintick)\n     + \',"takeProfit":{"ticks":\' + str.tostring(targetTicks)\n     + \'},"stopLoss":{"ticks":\' + str.tostring(stopTicks) + \'}}\'',
    caption: 'Building the payload in Pine Script: the bracket is sent in ticks from the fill.',
  },
  {
    type: 'paragraph',
    text: 'Reversals become explicit: when the strategy is short and enters long, the entry sends `"action": "reverse"` instead of a doubled `buy`. Exits send `"action": "exit"`. The [complete template](/code/pine-strategy-template) does exactly this, with stop and target placed with each entry as a bracket, an `id` per order and bar so that a repeat is logged as a duplicate, and the time the order fired so that a late one is not executed.',
  },
  { type: 'heading', level: 2, text: 'Put the protection at the broker' },
  {
    type: 'paragraph',
    text: 'A strategy’s `strategy.exit` only exists inside TradingView. If an alert is delayed or lost, the exit never reaches your account. Sending `stopLoss` and `takeProfit` with the entry places real orders at the broker, linked to the position, that stay there whatever happens to TradingView or to TickRelay.',
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Backtests are not live results',
    text: 'A backtest fills every order at the price it assumes. Live orders pay the spread, slip in fast markets and can be rejected. Read the [risk disclosures](/futures-risk-disclosures) before trading real money.',
  },
  { type: 'heading', level: 2, text: 'Before you go live' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Turn off **Recalculate on every tick** unless the backtest was made with it: otherwise live alerts fire inside bars the backtest never saw.',
      'Check the order size in the strategy properties. The template sends its own `Contracts` input; a generic message would send `{{strategy.order.contracts}}`, computed from the strategy’s simulated capital.',
      'Chart the continuous contract (`MES1!`) so the ticker follows the rolls; a dated one such as `MESZ2026` stops working when it expires.',
      'Run everything on your paper account for a few sessions, and compare the Webhook page log with the strategy’s List of Trades.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Step-by-step instructions are in the documentation: [Strategy alerts](/docs/tradingview/strategy-alerts) and [Create an alert](/docs/tradingview/create-an-alert).',
  },
];

export default body;
