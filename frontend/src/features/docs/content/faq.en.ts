import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  { type: 'heading', level: 2, text: 'Is TickRelay a broker?' },
  {
    type: 'paragraph',
    text: 'No. TickRelay never holds funds and does not execute trades itself. It forwards the orders your alerts describe to the futures account you hold with your own broker.',
  },
  { type: 'heading', level: 2, text: 'Does TickRelay give trading advice or signals?' },
  {
    type: 'paragraph',
    text: 'No. You decide what to trade and when; TickRelay only carries out the instructions contained in your alerts. Nothing on this site is investment advice.',
  },
  { type: 'heading', level: 2, text: 'Which TradingView plan do I need?' },
  {
    type: 'paragraph',
    text: 'A plan that includes webhook notifications, with two-factor authentication enabled. The number of active alerts your plan allows is the number of alerts you can automate.',
  },
  { type: 'heading', level: 2, text: 'Can I use indicators, or only strategies?' },
  {
    type: 'paragraph',
    text: 'Both. Indicators and price alerts send a fixed message, typically one alert for the entry and one for the exit. Strategies can send every order from a single alert; see [Strategy alerts](/docs/tradingview/strategy-alerts).',
  },
  { type: 'heading', level: 2, text: 'Can I test without risking money?' },
  {
    type: 'paragraph',
    text: 'Yes, and you should. Alerts go to your paper account, a simulated account, until you choose otherwise. Then connect a Tradovate demo account, run your alerts there, and connect a live account only when the log matches what you expect. See [Tradovate](/docs/brokers/tradovate).',
  },
  { type: 'heading', level: 2, text: 'How fast are orders placed?' },
  {
    type: 'paragraph',
    text: 'TickRelay forwards an order as soon as the alert arrives. Most of the delay you will see comes from TradingView itself, which can take from under a second to several seconds to send an alert, and from the market. Automated trading through alerts is not suited to strategies that depend on sub-second timing.',
  },
  { type: 'heading', level: 2, text: 'What happens if TradingView or TickRelay is down?' },
  {
    type: 'paragraph',
    text: 'An alert that is not delivered is not retried by TradingView, so the order is not placed. Orders already at the broker, including bracket stops and targets, stay in place. This is why protective stops should live at the broker, not only in your strategy. Read the [risk disclosures](/futures-risk-disclosures).',
  },
  { type: 'heading', level: 2, text: 'How do I cancel my membership?' },
  {
    type: 'paragraph',
    text: 'From [Subscription](/membership/subscription) in the membership area. Your webhook keeps working until the end of the paid period, then alerts are rejected.',
  },
];

export default body;
