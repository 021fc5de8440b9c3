import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'callout',
    tone: 'danger',
    title: 'Risk warning',
    text: 'Trading futures and options on futures involves substantial risk of loss and is not suitable for every investor. You can lose more than your initial deposit. Only trade with money you can afford to lose.',
  },
  { type: 'heading', level: 2, text: 'About these disclosures', id: 'about' },
  {
    type: 'paragraph',
    text: 'TickRelay is a software service that forwards the instructions contained in your TradingView alerts to the futures account you hold with your own broker. These disclosures explain the risks of futures trading in general and of automated trading through alerts and webhooks in particular. Read them in full before you connect a live account, together with the risk disclosure statements provided by your broker and by the exchanges on which you trade.',
  },
  { type: 'heading', level: 2, text: 'No investment advice', id: 'no-advice' },
  {
    type: 'list',
    items: [
      'TickRelay does not provide investment, financial, legal or tax advice, and does not recommend any contract, strategy, indicator or trade.',
      'TickRelay is not a futures commission merchant, an introducing broker, a commodity trading advisor or a commodity pool operator. It does not hold, clear or manage customer funds, and it never decides on its own to place an order.',
      'Every order placed through TickRelay results from an alert you created and a message you wrote or generated. You alone decide what to trade, in what size and when.',
      'Articles, documentation, templates, code samples and examples on this site are educational. They illustrate how the service works and are not recommendations.',
    ],
  },
  { type: 'heading', level: 2, text: 'Leverage and margin', id: 'leverage' },
  {
    type: 'paragraph',
    text: 'Futures are leveraged instruments: a small deposit, the margin, controls a contract whose value is many times larger. A small price movement can therefore produce a large gain or a large loss relative to your deposit.',
  },
  {
    type: 'list',
    items: [
      'If the market moves against your position, your broker may require additional margin at short notice. If you do not provide it, your position may be liquidated at a loss, and you remain responsible for any resulting deficit.',
      'Losses can exceed the funds in your account. Stop-loss orders may limit losses but cannot guarantee it: in fast or gapping markets a stop order can be filled far from its price.',
      'Exchanges and brokers may change margin requirements at any time, including for positions you already hold.',
    ],
  },
  { type: 'heading', level: 2, text: 'Market risks', id: 'market' },
  {
    type: 'list',
    items: [
      '**Volatility and gaps.** Prices can move sharply on economic releases, news or at the open of a session, skipping over stop and limit prices.',
      '**Liquidity.** In thin markets, outside regular hours or near contract expiry, orders may be filled at worse prices or not at all.',
      '**Price limits and halts.** Exchanges may halt trading or impose daily price limits, during which you may be unable to exit a position.',
      '**Expiry and roll.** Futures contracts expire. Holding or trading the wrong contract month can leave positions you did not intend, or orders that are rejected.',
    ],
  },
  {
    type: 'heading',
    level: 2,
    text: 'Hypothetical and backtested performance',
    id: 'hypothetical',
  },
  {
    type: 'paragraph',
    text: 'TradingView strategy reports, backtests, charts and any example results shown in our articles or templates are hypothetical. The following statement is required by CFTC Rule 4.41 and applies to all of them:',
  },
  {
    type: 'callout',
    tone: 'warning',
    text: 'HYPOTHETICAL OR SIMULATED PERFORMANCE RESULTS HAVE CERTAIN LIMITATIONS. UNLIKE AN ACTUAL PERFORMANCE RECORD, SIMULATED RESULTS DO NOT REPRESENT ACTUAL TRADING. ALSO, SINCE THE TRADES HAVE NOT BEEN EXECUTED, THE RESULTS MAY HAVE UNDER- OR OVER-COMPENSATED FOR THE IMPACT, IF ANY, OF CERTAIN MARKET FACTORS, SUCH AS LACK OF LIQUIDITY. SIMULATED TRADING PROGRAMS IN GENERAL ARE ALSO SUBJECT TO THE FACT THAT THEY ARE DESIGNED WITH THE BENEFIT OF HINDSIGHT. NO REPRESENTATION IS BEING MADE THAT ANY ACCOUNT WILL OR IS LIKELY TO ACHIEVE PROFIT OR LOSSES SIMILAR TO THOSE SHOWN.',
  },
  {
    type: 'paragraph',
    text: 'In particular, a backtest fills every order at the price it assumes, ignores the ability to withstand losses, and cannot account for the delays and failures of a live connection described below. There are frequently sharp differences between hypothetical results and the results later achieved by any trading program.',
  },
  {
    type: 'heading',
    level: 2,
    text: 'Risks of automated trading through alerts',
    id: 'automation',
  },
  {
    type: 'paragraph',
    text: 'Automation removes the confirmation step between a signal and an order. Orders are sent as soon as an alert arrives, including when you are not watching. The following failures can cause missed, late, duplicated or unintended orders:',
  },
  {
    type: 'list',
    items: [
      '**Delivery of alerts.** TradingView may delay an alert or not deliver it at all, and does not retry a webhook that fails. An exit that is never delivered leaves your position open.',
      '**Duplicate or unexpected alerts.** Alerts that trigger more than once per bar, indicators that repaint, strategies recalculated on every tick or forgotten duplicate alerts can send orders your backtest never showed.',
      '**Service interruptions.** Internet connections, TradingView, TickRelay, hosting providers and broker systems can all be unavailable or degraded. Orders sent during an interruption may fail or be delayed.',
      '**Rejected or partial orders.** Your broker may reject an order (closed market, insufficient margin, risk limits, invalid contract) or fill it partially. TickRelay reports the answer it receives but cannot force an execution.',
      '**Slippage and latency.** Market orders fill at the prices available when they reach the exchange, which can differ from the price on your chart. Price data in TradingView can differ from your broker’s data.',
      '**Configuration errors.** A wrong symbol, quantity, account or price in a message is executed as written if it passes validation. Validation checks the format of a message, not whether the trade is wise.',
      '**Security.** Anyone who obtains your webhook URL can send orders to your account until you rotate it.',
    ],
  },
  { type: 'heading', level: 2, text: 'Your responsibilities', id: 'responsibilities' },
  {
    type: 'list',
    items: [
      'Understand the contracts you trade: contract size, tick value, trading hours, margin and expiry.',
      'Test every alert on a demo account before using a live account, and again after any change to a script, an input or an alert.',
      'Set risk limits at your broker, such as a maximum position size and a daily loss limit, and keep protective orders at the broker.',
      'Monitor your positions and the alert log, and be ready to intervene manually at any time, including when TickRelay or TradingView is unavailable.',
      'Keep your webhook URL secret and rotate it if it may have been exposed.',
      'Make sure futures trading is suitable for you in light of your experience, objectives and financial resources, and seek independent advice if in doubt.',
    ],
  },
  { type: 'heading', level: 2, text: 'Acknowledgement', id: 'acknowledgement' },
  {
    type: 'paragraph',
    text: 'By using TickRelay with a live account, you acknowledge that you have read and understood these disclosures, that you trade at your own risk, and that TickRelay is not responsible for trading losses, missed opportunities or costs resulting from the risks described above. Questions about these disclosures are welcome through the [contact page](/contact).',
  },
];

export default body;
