import type { ContentBody } from '../blocks/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TradingView replaces placeholders written between double curly braces with live values at the moment the alert fires. TickRelay only ever sees the result, so the message must still be valid JSON once every placeholder has been replaced.',
  },
  { type: 'heading', level: 2, text: 'Quotes or no quotes' },
  {
    type: 'paragraph',
    text: 'A placeholder that produces a number goes **without** quotes; one that produces text goes **inside** quotes:',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MESZ6",\n  "action": "{{strategy.order.action}}",\n  "quantity": {{strategy.order.contracts}},\n  "orderType": "limit",\n  "price": {{close}}\n}',
    caption:
      'Before TradingView replaces the placeholders. This is not valid JSON yet, and that is expected.',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MESZ6",\n  "action": "buy",\n  "quantity": 2,\n  "orderType": "limit",\n  "price": 6012.5\n}',
    caption: 'What TickRelay receives.',
  },
  { type: 'heading', level: 2, text: 'Placeholders for any alert' },
  {
    type: 'table',
    head: ['Placeholder', 'Value'],
    rows: [
      [
        '`{{ticker}}`',
        'Symbol of the chart in TradingView’s notation, e.g. `MES1!` or `MESZ2026` (text).',
      ],
      ['`{{exchange}}`', 'Exchange of the chart, e.g. `CME_MINI` (text).'],
      ['`{{close}}`, `{{open}}`, `{{high}}`, `{{low}}`', 'Prices of the current bar (number).'],
      ['`{{volume}}`', 'Volume of the current bar (number).'],
      ['`{{interval}}`', 'Chart timeframe, e.g. `5` or `1D` (text).'],
      ['`{{time}}`, `{{timenow}}`', 'Bar open time and firing time, UTC, ISO 8601 (text).'],
      ['`{{plot_0}}`, `{{plot("Name")}}`', 'Value of an indicator plot (number).'],
    ],
  },
  { type: 'heading', level: 2, text: 'Strategy placeholders' },
  {
    type: 'paragraph',
    text: 'Only available in alerts created on a strategy, with the condition set to the strategy’s **order fills**.',
  },
  {
    type: 'table',
    head: ['Placeholder', 'Value'],
    rows: [
      ['`{{strategy.order.action}}`', '`buy` or `sell`: maps directly onto `action`.'],
      [
        '`{{strategy.order.contracts}}`',
        'Contracts of the order that filled (number). See [position sizing](/blog/2026/position-sizing-with-strategy-order-contracts).',
      ],
      ['`{{strategy.order.price}}`', 'Price at which the strategy order filled (number).'],
      ['`{{strategy.order.id}}`', 'The id given in `strategy.entry` or `strategy.exit` (text).'],
      ['`{{strategy.order.comment}}`', 'The comment of the order (text).'],
      [
        '`{{strategy.order.alert_message}}`',
        'The `alert_message` argument of the order, used to send a complete JSON per order.',
      ],
      ['`{{strategy.market_position}}`', '`long`, `short` or `flat` after the fill (text).'],
      ['`{{strategy.position_size}}`', 'Signed position size after the fill (number).'],
    ],
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Strategy size is not broker size',
    text: 'TradingView computes `{{strategy.order.contracts}}` from the strategy’s own simulated equity, not from your broker account. Check the strategy properties (order size, pyramiding) before going live.',
  },
  { type: 'heading', level: 2, text: 'Common mistakes' },
  {
    type: 'list',
    items: [
      '`"quantity": "{{strategy.order.contracts}}"`: the quotes turn the number into text, and the alert is rejected.',
      'Using `{{ticker}}` as the symbol: on a continuous chart it gives `MES1!`, which is not a tradable contract, and TradingView writes contract months differently from most brokers (`MESZ2026` rather than `MESZ6`). Write the broker symbol by hand.',
      'Typographic quotes (“ ”) pasted from a word processor are not JSON quotes. Type the message in the alert dialog or use the alert builder.',
    ],
  },
];

export default body;
