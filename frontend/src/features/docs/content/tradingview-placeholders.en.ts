import {
  ALERT_EXAMPLES,
  fillPlaceholders,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TradingView replaces placeholders written between double curly braces with live values at the moment the alert fires. TickRelay only ever sees the result, so the message must still be valid JSON once every placeholder has been replaced.',
  },
  { type: 'heading', level: 2, text: 'Keep placeholders in quotes' },
  {
    type: 'paragraph',
    text: 'Write every placeholder **inside** quotes, even those that produce numbers. The message is then valid JSON before TradingView fills it (so the alert builder and your editor can check it) and after. TickRelay reads numeric strings such as `"2"` as numbers.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.strategyLimit),
    caption: 'What you paste in the alert’s Message field.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(fillPlaceholders(ALERT_EXAMPLES.strategyLimit)),
    caption: 'What TickRelay receives when the alert fires.',
  },
  { type: 'heading', level: 2, text: 'Placeholders for any alert' },
  {
    type: 'table',
    head: ['Placeholder', 'Value'],
    rows: [
      [
        '`{{ticker}}`',
        'Symbol of the chart in TradingView’s notation, e.g. `MES1!` or `MESZ2026` (text), for the `ticker` field.',
      ],
      ['`{{exchange}}`', 'Exchange of the chart, e.g. `CME_MINI` (text).'],
      [
        '`{{close}}`, `{{open}}`, `{{high}}`, `{{low}}`',
        'Prices of the current bar (number). `{{close}}` is the usual `price` of a market order: the paper account fills it there.',
      ],
      ['`{{volume}}`', 'Volume of the current bar (number).'],
      ['`{{interval}}`', 'Chart timeframe, e.g. `5` or `1D` (text).'],
      [
        '`{{time}}`, `{{timenow}}`',
        'Bar opening time and firing time, UTC, ISO 8601 (text). `{{timenow}}` is the `time` of an alert, for `max_lag`; `{{time}}` in an `id` makes it change with every bar.',
      ],
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
      [
        '`{{strategy.order.id}}`',
        'The id given in `strategy.entry` or `strategy.exit` (text); with `{{time}}`, a good `id`.',
      ],
      ['`{{strategy.order.comment}}`', 'The comment of the order (text).'],
      [
        '`{{strategy.order.alert_message}}`',
        'The `alert_message` argument of the order, used to send a complete JSON per order.',
      ],
      [
        '`{{strategy.market_position}}`',
        '`long`, `short` or `flat` after the fill (text), for the `sentiment` field: the account never ends on the other side.',
      ],
      [
        '`{{strategy.position_size}}`',
        'Signed position size after the fill (number), for the `positionSize` field, kept in your log.',
      ],
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
      'A placeholder in a field that cannot use it, such as `{{close}}` in `quantity`: the alert builder refuses it and so does TickRelay.',
      'Strategy placeholders in an indicator alert: TradingView leaves `{{strategy.order.contracts}}` unreplaced, and the alert is rejected with [ALERT_UNFILLED_PLACEHOLDER](/docs/errors/alert-unfilled-placeholder).',
      '`{{time}}` as the `time` of an alert on long bars: it is the opening of the bar, so the alert looks late and is logged as stale. Use `{{timenow}}`.',
      'Typographic quotes (“ ”) pasted from a word processor are not JSON quotes. Type the message in the alert dialog or copy it from the alert builder.',
      'A dated contract such as `MESZ2026` left in an alert after it expired. Chart the continuous contract (`MES1!`) to always trade the front month.',
    ],
  },
];

export default body;
