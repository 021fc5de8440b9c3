import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: '`{{strategy.order.contracts}}` is the most convenient placeholder of a strategy alert: it carries the size of each filled order straight into the `quantity` field. It is also the one that surprises traders most, because the number comes from the strategy’s simulation, not from your broker account.',
  },
  { type: 'heading', level: 2, text: 'Where the number comes from' },
  {
    type: 'paragraph',
    text: 'TradingView sizes every order from the strategy’s properties, against the strategy’s own simulated capital:',
  },
  {
    type: 'table',
    head: ['Order size setting', 'What the strategy sends'],
    rows: [
      ['Contracts (fixed)', 'The same number every time: predictable, and what we recommend.'],
      [
        'USD (cash)',
        'As many contracts as the amount buys at the current price: with futures, often zero or absurdly many.',
      ],
      [
        '% of equity',
        'Grows and shrinks with the backtest’s equity curve, which has nothing to do with your account balance.',
      ],
    ],
  },
  {
    type: 'paragraph',
    text: 'On top of that, `qty` passed to `strategy.entry` overrides the properties, and pyramiding lets the strategy add to a position. A reversal fills a single order for the closing and the opening size together, so `{{strategy.order.contracts}}` doubles on every flip.',
  },
  { type: 'heading', level: 2, text: 'Size from risk, not from capital' },
  {
    type: 'paragraph',
    text: 'With futures, what matters is how much you lose if the stop is hit. That depends on the distance to the stop, in ticks, and on the value of one tick:',
  },
  {
    type: 'image',
    src: '/images/blog/position-sizing.svg',
    alt: 'Formula: contracts equal the risk per trade divided by the stop distance in ticks times the tick value. Example with MES: 200 divided by 40 times 1.25 gives 4 contracts.',
    width: 960,
    height: 400,
    caption: 'Risk-based sizing on the Micro E-mini S&P 500 (tick value $1.25).',
  },
  {
    type: 'table',
    head: ['Contract', 'Tick size', 'Tick value'],
    rows: [
      ['MES (Micro E-mini S&P 500)', '0.25', '$1.25'],
      ['MNQ (Micro E-mini Nasdaq-100)', '0.25', '$0.50'],
      ['ES (E-mini S&P 500)', '0.25', '$12.50'],
      ['NQ (E-mini Nasdaq-100)', '0.25', '$5.00'],
    ],
    caption: 'CME contract specifications; check your broker for the contracts you trade.',
  },
  {
    type: 'paragraph',
    text: 'Pine Script knows both numbers for the chart’s contract: `syminfo.mintick` and `syminfo.pointvalue`. The calculation takes four lines:',
  },
  {
    type: 'code',
    language: 'pine',
    code: 'riskPerTrade = input.float(200, "Risk per trade")\nstopTicks    = input.int(40, "Stop distance (ticks)", minval = 1)\ntickValue    = syminfo.mintick * syminfo.pointvalue\nsize         = math.max(1, math.floor(riskPerTrade / (stopTicks * tickValue)))\n\nif longSignal\n    strategy.entry("Long", strategy.long, qty = size)',
    caption: 'The strategy now sends a size you chose, whatever its simulated capital.',
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Round down, and cap',
    text: 'Always round down, and set a maximum position at your broker. A stop distance computed from volatility can become tiny in a quiet market and make the formula ask for far more contracts than you intend.',
  },
  { type: 'heading', level: 2, text: 'Sending the size' },
  {
    type: 'paragraph',
    text: 'With a sized `qty`, `{{strategy.order.contracts}}` is right for plain entries and exits. For reversals, TradingView fills one order for both sizes, which the account nets as it should. Add `"sentiment": "{{strategy.market_position}}"`, as the alert builder’s strategy message does, so that an order whose size no longer matches your position still ends on the strategy’s side: an exit closes and never opens the other way. Or send one `alert_message` per order with an explicit `"action": "reverse"` or `"action": "exit"`, as the [Pine Script template](/code/pine-strategy-template) does. Either way, test on your paper account and compare each order in the Webhook log with the strategy’s List of Trades.',
  },
];

export default body;
