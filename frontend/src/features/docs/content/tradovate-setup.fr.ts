import {
  ALERT_EXAMPLES,
  compactAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Ce guide connecte un compte Tradovate à TickRelay et envoie un premier ordre sur le compte de simulation Tradovate. Comptez dix minutes.',
  },
  { type: 'heading', level: 2, text: 'Prérequis' },
  {
    type: 'list',
    items: [
      'Un identifiant Tradovate avec un compte de simulation (chaque identifiant Tradovate en a un) et, pour le réel, un compte approvisionné.',
      'Selon votre formule Tradovate, les ordres provenant d’applications tierces peuvent nécessiter l’activation de l’**accès API** dans les réglages de votre compte Tradovate.',
      'Une adhésion TickRelay active.',
    ],
  },
  { type: 'heading', level: 2, text: 'Connexion' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Dans TickRelay, ouvrez [Webhook](/membership/webhook) et choisissez **Connecter un courtier**, puis **Tradovate**.',
      'Choisissez l’environnement : **Démo** pour le compte de simulation, **Réel** pour de l’argent réel. Commencez par Démo.',
      'Connectez-vous sur la page Tradovate qui s’ouvre et approuvez l’accès demandé par TickRelay.',
      'De retour sur la page Webhook, choisissez le compte par défaut, par exemple `DEMO4471023`.',
    ],
  },
  { type: 'heading', level: 2, text: 'Envoyer un ordre de test' },
  {
    type: 'paragraph',
    text: 'Le test le plus rapide se passe de TradingView : envoyez vous-même le message avec `curl`, pendant les heures d’ouverture du marché.',
  },
  {
    type: 'code',
    language: 'bash',
    code: `curl -X POST 'https://<votre-adresse-tickrelay>/api/hooks/<jeton>' \\\n  -H 'Content-Type: application/json' \\\n  -d '${compactAlert(ALERT_EXAMPLES.marketBuy)}'`,
    caption:
      'Remplacez l’URL par la vôtre. Une réponse 202 signifie que l’ordre a été transmis à Tradovate.',
  },
  {
    type: 'paragraph',
    text: 'L’ordre apparaît dans la plateforme Tradovate sur le compte de simulation, ainsi que dans le journal de votre page Webhook. Soldez-le avec la même commande et `"action":"exit"`.',
  },
  { type: 'heading', level: 2, text: 'Bon à savoir' },
  {
    type: 'list',
    items: [
      'TickRelay traduit les symboles TradingView en contrats Tradovate : `MES1!` devient l’échéance la plus proche, par exemple `MESZ6`, et `MNQH2027` devient `MNQH7`.',
      'Les ordres de sortie (`takeProfit`, `stopLoss`) sont placés comme ordres liés à l’entrée, calculés depuis le prix d’exécution lorsqu’ils sont donnés en ticks : quand l’un est exécuté, Tradovate annule l’autre.',
      'Les ordres envoyés hors des heures de négociation sont rejetés par Tradovate et apparaissent comme rejetés dans votre journal.',
      'Les limites de risque définies dans Tradovate (perte journalière maximale, position maximale) s’appliquent toujours et priment sur toute alerte.',
    ],
  },
];

export default body;
