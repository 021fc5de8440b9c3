import {
  ALERT_EXAMPLES,
  compactAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'This guide connects a Tradovate account to TickRelay and sends a first order to the Tradovate simulation account. Allow ten minutes.',
  },
  { type: 'heading', level: 2, text: 'Requirements' },
  {
    type: 'list',
    items: [
      'A Tradovate login with a simulation account (every Tradovate login has one) and, for live trading, a funded account.',
      'Depending on your Tradovate plan, orders from third-party applications may require **API access** to be enabled in your Tradovate account settings.',
      'An active TickRelay membership.',
    ],
  },
  { type: 'heading', level: 2, text: 'Connect' },
  {
    type: 'list',
    ordered: true,
    items: [
      'In TickRelay, open [Webhook](/membership/webhook) and choose **Connect a broker**, then **Tradovate**.',
      'Pick the environment: **Demo** for the simulation account, **Live** for real money. Start with Demo.',
      'Sign in on the Tradovate page that opens and approve the access requested by TickRelay.',
      'Back on the Webhook page, choose the default account, for example `DEMO4471023`.',
    ],
  },
  { type: 'heading', level: 2, text: 'Send a test order' },
  {
    type: 'paragraph',
    text: 'The quickest test does not need TradingView at all: send the payload yourself with `curl`, while the market is open.',
  },
  {
    type: 'code',
    language: 'bash',
    code: `curl -X POST 'https://<your-tickrelay-address>/api/hooks/<token>' \\\n  -H 'Content-Type: application/json' \\\n  -d '${compactAlert(ALERT_EXAMPLES.marketBuy)}'`,
    caption: 'Replace the URL with yours. A 202 answer means the order was handed to Tradovate.',
  },
  {
    type: 'paragraph',
    text: 'The order appears in the Tradovate platform on the simulation account, and in the log of your Webhook page. Flatten it with the same command and `"action":"exit"`.',
  },
  { type: 'heading', level: 2, text: 'Good to know' },
  {
    type: 'list',
    items: [
      'TickRelay translates TradingView symbols into Tradovate contracts: `MES1!` becomes the front month, such as `MESZ6`, and `MNQH2027` becomes `MNQH7`.',
      'Brackets (`takeProfit`, `stopLoss`) are placed as orders linked to the entry, computed from the fill price when given in ticks: when one fills, Tradovate cancels the other.',
      'Orders sent outside trading hours are rejected by Tradovate and shown as rejected in your log.',
      'Risk settings you define in Tradovate (daily loss limit, maximum position) still apply and take precedence over any alert.',
    ],
  },
];

export default body;
