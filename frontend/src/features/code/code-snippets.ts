import {
  ALERT_EXAMPLES,
  compactAlert,
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { Localized } from '@/components/content/content-block.types';

import { pineStrategyTemplate } from './snippets/pine-strategy-template';

export interface CodeSnippet {
  id: string;
  /** Shown as the language label; not translated (names of languages and formats). */
  language: string;
  fileName: string;
  title: Localized;
  description: Localized;
  code: string;
  /** A file of the downloads page holding the same code, when there is one. */
  downloadHref?: string;
}

const riskBasedSize = `riskPerTrade = input.float(200, "Risk per trade")
stopTicks    = input.int(40, "Stop distance (ticks)", minval = 1)
tickValue    = syminfo.mintick * syminfo.pointvalue
size         = math.max(1, math.floor(riskPerTrade / (stopTicks * tickValue)))

if longSignal
    strategy.entry("Long", strategy.long, qty = size)
`;

const genericStrategyMessage = `${formatAlert(SAMPLE_ALERT)}\n`;

const bracketOrder = `${formatAlert(ALERT_EXAMPLES.limitBracket)}\n`;

const curlTest = `# Send a test order to your webhook; it runs on your paper account.
# Each request is answered 202 with the delivery's id; the log of your Webhook page
# shows what became of it.
WEBHOOK_URL='https://<your-tickrelay-address>/api/hooks/<your-webhook-token>'

curl -sS -X POST "$WEBHOOK_URL" \\
  -H 'Content-Type: application/json' \\
  -d '${compactAlert({ ...ALERT_EXAMPLES.marketBuy, stopLoss: { ticks: 40 } })}'

# Exit: flatten it again (this also cancels the working stop).
curl -sS -X POST "$WEBHOOK_URL" \\
  -H 'Content-Type: application/json' \\
  -d '${compactAlert(ALERT_EXAMPLES.flatten)}'
`;

export const codeSnippets: readonly CodeSnippet[] = [
  {
    id: 'pine-strategy-template',
    language: 'Pine Script v6',
    fileName: 'tickrelay-strategy-template.pine',
    title: { en: 'Pine Script strategy template', fr: 'Modèle de stratégie Pine Script' },
    description: {
      en: 'An EMA crossover strategy whose every order sends its own TickRelay message, with its bracket, an id against duplicates and its time against stale alerts.',
      fr: 'Une stratégie de croisement de moyennes dont chaque ordre envoie son propre message TickRelay, avec ses ordres liés, un identifiant contre les doublons et son heure contre les alertes périmées.',
    },
    code: pineStrategyTemplate,
    downloadHref: '/downloads/tickrelay-strategy-template.pine',
  },
  {
    id: 'risk-based-position-size',
    language: 'Pine Script v6',
    fileName: 'risk-based-position-size.pine',
    title: { en: 'Risk-based position size', fr: 'Taille de position selon le risque' },
    description: {
      en: 'Sizes each entry from the amount you accept to lose if the stop is hit.',
      fr: 'Dimensionne chaque entrée selon le montant que vous acceptez de perdre si le stop est touché.',
    },
    code: riskBasedSize,
  },
  {
    id: 'generic-strategy-message',
    language: 'JSON',
    fileName: 'generic-strategy-message.json',
    title: { en: 'Strategy alert message', fr: 'Message d’alerte de stratégie' },
    description: {
      en: 'One message for every order of any strategy, filled by TradingView placeholders; sentiment keeps the position on the strategy’s side, through exits and reversals.',
      fr: 'Un message unique pour chaque ordre de toute stratégie, rempli par les variables TradingView ; sentiment garde la position du côté de la stratégie, sorties et retournements compris.',
    },
    code: genericStrategyMessage,
  },
  {
    id: 'bracket-order',
    language: 'JSON',
    fileName: 'bracket-order.json',
    title: { en: 'Limit entry with a bracket', fr: 'Entrée à cours limité avec ordres liés' },
    description: {
      en: 'A limit buy with a take-profit 40 ticks and a stop-loss 15 points from the fill, placed with the entry.',
      fr: 'Un achat à cours limité avec un objectif à 40 ticks et un stop à 15 points du prix d’exécution, placés avec l’entrée.',
    },
    code: bracketOrder,
  },
  {
    id: 'test-webhook-curl',
    language: 'Shell',
    fileName: 'test-webhook.sh',
    title: { en: 'Test your webhook with curl', fr: 'Tester votre webhook avec curl' },
    description: {
      en: 'Send an order and flatten it again without TradingView, on your paper account.',
      fr: 'Envoyer un ordre puis le solder sans TradingView, sur votre compte papier.',
    },
    code: curlTest,
  },
];

export function findCodeSnippet(
  id: string | undefined,
  snippets: readonly CodeSnippet[] = codeSnippets,
): CodeSnippet | undefined {
  if (!id) return undefined;
  return snippets.find((snippet) => snippet.id === id);
}
