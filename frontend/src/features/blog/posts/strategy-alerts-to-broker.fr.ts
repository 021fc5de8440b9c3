import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Vous avez une stratégie Pine Script dont le backtest vous convient, et vous voulez que ses ordres atteignent votre compte de contrats à terme sans rester devant l’écran. TradingView ne sait pas passer seul des ordres sur contrats à terme chez la plupart des courtiers, mais il peut appeler un webhook chaque fois que la stratégie exécute un ordre. TickRelay est ce webhook.',
  },
  {
    type: 'image',
    src: '/images/docs/relay-flow.svg',
    alt: 'Schéma : alerte TradingView, webhook TickRelay, courtier en contrats à terme.',
    width: 960,
    height: 360,
    caption: 'Trois éléments, chacun avec un seul rôle.',
  },
  { type: 'heading', level: 2, text: 'Une seule alerte pour toute la stratégie' },
  {
    type: 'paragraph',
    text: 'L’erreur la plus courante consiste à créer une alerte par signal : une pour l’entrée à l’achat, une pour l’entrée à la vente, une par sortie. Cela fonctionne jusqu’au premier retournement, à la première sortie partielle ou à la première modification, puis les alertes divergent de la stratégie. Une alerte de stratégie sur les **exécutions d’ordres** évite tout cela : TradingView envoie un webhook par ordre exécuté, dans l’ordre où la stratégie les a exécutés.',
  },
  { type: 'heading', level: 2, text: 'Chaque ordre se décrit lui-même' },
  {
    type: 'paragraph',
    text: 'Pine Script permet à chaque `strategy.entry`, `strategy.exit` et `strategy.close` de porter un `alert_message`. Placez-y le JSON TickRelay complet, et réduisez le message de l’alerte à `{{strategy.order.alert_message}}` :',
  },
  {
    type: 'code',
    language: 'pine',
    code: 'entryPayload(string action) =>\n    \'{"ticker":"\' + syminfo.ticker + \'","action":"\' + action + \'","quantity":\' + str.tostring(contracts)\n     + \',"orderType":"market","price":\' + str.tostring(close, format.mintick)\n     + \',"takeProfit":{"ticks":\' + str.tostring(targetTicks)\n     + \'},"stopLoss":{"ticks":\' + str.tostring(stopTicks) + \'}}\'',
    caption:
      'Construire le message en Pine Script : le bracket est envoyé en ticks depuis l’exécution.',
  },
  {
    type: 'paragraph',
    text: 'Les retournements deviennent explicites : quand la stratégie est vendeuse et entre à l’achat, l’entrée envoie `"action": "reverse"` au lieu d’un `buy` doublé. Les sorties envoient `"action": "exit"`. Le [modèle complet](/code/pine-strategy-template) fait exactement cela, avec stop et objectif placés avec chaque entrée sous forme d’ordres liés, un `id` par ordre et par bougie pour qu’une répétition soit journalisée comme doublon, et l’heure du déclenchement pour qu’un ordre en retard ne soit pas exécuté.',
  },
  { type: 'heading', level: 2, text: 'Placez la protection chez le courtier' },
  {
    type: 'paragraph',
    text: 'Le `strategy.exit` d’une stratégie n’existe que dans TradingView. Si une alerte est retardée ou perdue, la sortie n’atteint jamais votre compte. Envoyer `stopLoss` et `takeProfit` avec l’entrée place de vrais ordres chez le courtier, liés à la position, qui restent en place quoi qu’il arrive à TradingView ou à TickRelay.',
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Un backtest n’est pas un résultat réel',
    text: 'Un backtest exécute chaque ordre au prix qu’il suppose. Les ordres réels paient l’écart, glissent sur les marchés rapides et peuvent être rejetés. Lisez les [avertissements sur les risques](/futures-risk-disclosures) avant de trader de l’argent réel.',
  },
  { type: 'heading', level: 2, text: 'Avant de passer en réel' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Désactivez **Recalculer à chaque tick** sauf si le backtest a été fait avec : sinon les alertes réelles se déclenchent dans des barres que le backtest n’a jamais vues.',
      'Vérifiez la taille des ordres dans les propriétés de la stratégie. Le modèle envoie son propre paramètre `Contracts` ; un message générique enverrait `{{strategy.order.contracts}}`, calculé sur le capital simulé de la stratégie.',
      'Placez la stratégie sur le contrat continu (`MES1!`) pour que le ticker suive les roulements ; un contrat daté comme `MESZ2026` cesse de fonctionner à son échéance.',
      'Faites tout tourner sur votre compte papier pendant quelques séances, et comparez le journal de la page Webhook avec la liste des transactions de la stratégie.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Les instructions détaillées sont dans la documentation : [Alertes de stratégie](/docs/tradingview/strategy-alerts) et [Créer une alerte](/docs/tradingview/create-an-alert).',
  },
];

export default body;
