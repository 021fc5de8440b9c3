import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Le message d’alerte est un objet JSON. Votre URL de webhook répond `202 Accepted` dès que l’alerte est mise en file d’attente en sûreté ; TickRelay la vérifie ensuite strictement : un champ inconnu, un type incorrect ou une valeur obligatoire absente rejette toute l’alerte, qui est journalisée avec un code expliquant pourquoi (voir [Codes d’erreur](/docs/errors)) et n’est jamais exécutée. Le [générateur d’alertes](/tools/alert-builder) produit exactement ce format.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.limitBracket),
    caption:
      'Une entrée à cours limité avec ordres liés : l’objectif à 40 ticks et le stop à 15 points du prix d’exécution.',
  },
  { type: 'heading', level: 2, text: 'Champs', id: 'fields' },
  {
    type: 'table',
    head: ['Champ', 'Type', 'Obligatoire', 'Description'],
    rows: [
      [
        '`ticker`',
        'chaîne',
        'oui',
        'Le contrat dans la notation TradingView, en général `{{ticker}}` : un contrat continu comme `MNQ1!` (négocié sur l’échéance la plus proche), un contrat daté comme `MNQZ2026`, éventuellement avec le préfixe de la place (`CME_MINI:MNQ1!`). 40 caractères au plus.',
      ],
      [
        '`action`',
        '`buy` · `sell` · `exit` · `cancel` · `reverse`',
        'oui',
        'L’opération à effectuer ; `{{strategy.order.action}}` dans une alerte de stratégie. Voir [Actions](#actions).',
      ],
      [
        '`quantity`',
        'entier',
        'pour `buy` et `sell`',
        'Nombre de contrats, de 1 à 1000, ou `"{{strategy.order.contracts}}"`. Pour `reverse`, la taille de la nouvelle position (la même taille en son absence). Inutile pour `exit` et `cancel`.',
      ],
      [
        '`orderType`',
        '`market` · `limit` · `stop`',
        'non',
        'Le mode de passage de l’ordre ; `market` en son absence.',
      ],
      [
        '`price`',
        'nombre',
        'pour `limit` et `stop`',
        'Le prix limite ou de déclenchement. Pour un ordre au marché, le prix au déclenchement de l’alerte, en général `"{{close}}"` : le compte papier exécute l’ordre à ce prix.',
      ],
      [
        '`timeInForce`',
        '`day` · `gtc` · `ioc` · `fok`',
        'non',
        'Jour, valable jusqu’à annulation, exécution immédiate ou annulation, tout ou rien. Vaut `day` par défaut. Le compte papier garde un ordre en attente jusqu’à son exécution ou son annulation.',
      ],
      [
        '`takeProfit`',
        '`{ "ticks": n }` · `{ "points": n }` · `{ "dollars": n }` · `{ "percent": n }`',
        'non',
        'Objectif placé avec l’entrée, comme une distance depuis son prix d’exécution dans une seule unité. Voir [Sorties](#exits).',
      ],
      [
        '`stopLoss`',
        '`{ "ticks": n }` · `{ "points": n }` · `{ "dollars": n }` · `{ "percent": n }`',
        'non',
        'Stop de protection placé avec l’entrée, comme une distance depuis son prix d’exécution dans une seule unité.',
      ],
      [
        '`sentiment`',
        '`bullish` · `bearish` · `flat` · `long` · `short`',
        'non',
        'Le côté où la position doit finir : il limite l’ordre. Voir [Sentiment](#sentiment).',
      ],
      [
        '`time`',
        'chaîne, ISO 8601',
        'non',
        'L’heure du déclenchement, `"{{timenow}}"`. Avec `max_lag`, elle signale une alerte en retard. Voir [Doublons et alertes périmées](#duplicates-and-stale-alerts).',
      ],
      [
        '`max_lag`',
        'entier (secondes)',
        'non',
        'De 1 à 86400. Une alerte dont le `time` est plus ancien que cela à son arrivée n’est pas exécutée. Vaut par défaut la valeur de votre page Webhook.',
      ],
      [
        '`id`',
        'chaîne',
        'non',
        'Jusqu’à 64 caractères ASCII imprimables, variables comprises, comme `"{{strategy.order.id}} {{time}}"`. Une deuxième alerte avec le même identifiant est un doublon.',
      ],
      [
        '`account`',
        'chaîne',
        'non',
        'Un nom de compte, 64 caractères au plus. Accepté et conservé dans le corps brut du journal ; les ordres vont au compte choisi sur votre page Webhook quoi qu’il indique.',
      ],
      [
        '`comment`',
        'chaîne',
        'non',
        'Texte libre de 200 caractères au plus, affiché dans votre journal d’alertes. Toutes les variables y sont permises.',
      ],
      [
        '`interval`',
        'chaîne',
        'non',
        '`"{{interval}}"`, l’unité de temps du graphique, conservée avec l’alerte dans votre journal.',
      ],
      [
        '`positionSize`',
        'nombre',
        'non',
        '`"{{strategy.position_size}}"`, la position de la stratégie après l’exécution, conservée avec l’alerte dans votre journal.',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Actions', id: 'actions' },
  {
    type: 'table',
    head: ['Action', 'Effet'],
    rows: [
      [
        '`buy`',
        'Achète `quantity` contrats : ouvre ou renforce une position acheteuse, ou réduit une position vendeuse. Un compte détient une position nette par contrat.',
      ],
      [
        '`sell`',
        'Vend `quantity` contrats : ouvre ou renforce une position vendeuse, ou réduit une position acheteuse.',
      ],
      [
        '`exit`',
        'Solde toute la position sur `ticker` au marché et annule ses ordres en attente, objectif et stop compris.',
      ],
      [
        '`cancel`',
        'Annule les ordres en attente sur `ticker` (entrées limite et stop, objectifs, stops) et laisse la position ouverte.',
      ],
      [
        '`reverse`',
        'Retourne la position ouverte au marché : un achat de 2 devient une vente de 2, ou de `quantity` si elle est indiquée. Les sorties du message, s’il en a, accompagnent la nouvelle position.',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Sorties', id: 'exits' },
  {
    type: 'paragraph',
    text: '`takeProfit` et `stopLoss` sont des distances depuis le prix d’exécution de l’entrée, chacune dans une seule unité. L’objectif se place au-dessus du prix d’un achat et en dessous de celui d’une vente, le stop de l’autre côté ; quand l’un des deux est exécuté, l’autre est annulé.',
  },
  {
    type: 'table',
    head: ['Unité', 'Exemple', 'Distance'],
    rows: [
      [
        '`ticks`',
        '`{ "ticks": 40 }`',
        '40 variations minimales de prix : 10 points sur le MES, dont le tick vaut 0,25. Un nombre entier de 1 à 10 000.',
      ],
      [
        '`points`',
        '`{ "points": 15 }`',
        '15 unités de prix : 60 ticks sur le MES. Jusqu’à 100 000.',
      ],
      [
        '`dollars`',
        '`{ "dollars": 250 }`',
        'L’écart qui vaut 250 $ par contrat : 50 points sur le MES (5 $ le point), 5 points sur l’ES (50 $ le point). Jusqu’à 1 000 000.',
      ],
      [
        '`percent`',
        '`{ "percent": 1 }`',
        '1 % du prix d’exécution : 60 points pour une exécution à 6000. Au-dessus de 0 et au plus 100.',
      ],
    ],
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.dollarsPercent),
    caption:
      'Le risque en argent : le stop à 250 $ par contrat, l’objectif 1 % au-dessus du prix d’exécution.',
  },
  { type: 'heading', level: 2, text: 'Sentiment', id: 'sentiment' },
  {
    type: 'paragraph',
    text: '`sentiment` indique de quel côté la position doit se trouver une fois l’ordre exécuté, et TickRelay limite l’ordre pour qu’elle y reste. Sans lui, un ordre est exécuté en entier.',
  },
  {
    type: 'table',
    head: ['Sentiment', 'Position après l’ordre'],
    rows: [
      [
        '`bullish`, `long`',
        'Acheteuse ou nulle : une vente clôture un achat mais n’ouvre jamais de vente.',
      ],
      [
        '`bearish`, `short`',
        'Vendeuse ou nulle : un achat clôture une vente mais n’ouvre jamais d’achat.',
      ],
      [
        '`flat`',
        'Nulle : l’ordre ne fait que clôturer, et clôture toute la position quelle que soit sa quantité.',
      ],
    ],
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.closeOnly),
    caption:
      'Clôture tout l’achat, quelle que soit sa taille ; refusé quand la position est nulle ou vendeuse.',
  },
  {
    type: 'paragraph',
    text: 'Avec `"{{strategy.market_position}}"`, TradingView écrit `long`, `short` ou `flat` après chaque ordre d’une stratégie : une sortie de la stratégie n’ouvre ainsi jamais de position sur le compte. Voir [Alertes de stratégie](/docs/tradingview/strategy-alerts).',
  },
  {
    type: 'heading',
    level: 2,
    text: 'Doublons et alertes périmées',
    id: 'duplicates-and-stale-alerts',
  },
  {
    type: 'list',
    items: [
      'Avec un `id`, une alerte dont l’identifiant a déjà été reçu est journalisée comme doublon et n’est pas exécutée. Faites changer l’identifiant à chaque bougie : `"{{strategy.order.id}} {{time}}"`.',
      'Sans `id`, le même message reçu à nouveau dans les 60 secondes est journalisé comme doublon.',
      'Avec un `time`, une alerte plus ancienne que `max_lag` secondes à son arrivée (ou que la valeur par défaut de votre page Webhook) est journalisée comme périmée et n’est pas exécutée. Utilisez `{{timenow}}`, l’instant du déclenchement : `{{time}}` est l’ouverture de la bougie, des minutes ou des heures plus tôt sur les longues unités de temps.',
      'Sans `time`, une alerte n’est jamais périmée.',
    ],
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.withId),
    caption:
      'Chaque ordre de la stratégie une fois par bougie, et jamais plus de 30 secondes en retard.',
  },
  { type: 'heading', level: 2, text: 'Règles de validation', id: 'validation-rules' },
  {
    type: 'list',
    items: [
      'Le corps est un unique objet JSON de 16 Ko au plus. Les noms de champs respectent la casse.',
      'Les nombres peuvent s’écrire en nombres JSON (`2`) ou en chaînes numériques (`"2"`). C’est ce qui permet de laisser les variables entre guillemets : le message reste un JSON valide avant comme après leur remplacement par TradingView.',
      'Une variable n’est acceptée que là où elle a un sens : `{{ticker}}` dans `ticker`, `{{strategy.order.action}}` dans `action`, `{{strategy.order.contracts}}` dans `quantity`, `{{close}}` dans `price`, `{{strategy.market_position}}` dans `sentiment`, `{{timenow}}` ou `{{time}}` dans `time`, `{{strategy.position_size}}` dans `positionSize`, et toutes dans `id` et `comment`.',
      'Une sortie ne prend qu’une seule unité : `{ "ticks": 20, "points": 5 }` est refusé.',
      'Les prix hors du pas de cotation du contrat (0,25 pour MES et MNQ, par exemple) sont arrondis : une exécution au marché au tick le plus proche, un prix limite ou stop du côté prudent (une limite d’achat vers le bas, une limite de vente vers le haut).',
      'Les champs inconnus sont rejetés plutôt qu’ignorés : une faute de frappe comme `stoploss`, ou un champ de la première version du format comme `symbol`, ne passe jamais inaperçu.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Variables',
    text: 'Les valeurs peuvent venir de TradingView au moment où l’alerte se déclenche, par exemple `"price": "{{close}}"`. Voir [Variables TradingView](/docs/webhooks/tradingview-placeholders).',
  },
  { type: 'heading', level: 2, text: 'Exemples', id: 'examples' },
  {
    type: 'code',
    language: 'json',
    code: formatAlert({ ...ALERT_EXAMPLES.chartExit, comment: 'Flat avant la clôture' }),
    caption:
      'Sortie : solder le contrat du graphique au cours de clôture de la bougie et annuler ses ordres en attente.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.cancelOrders),
    caption: 'Annuler les ordres en attente sur le MNQ et garder la position.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.reverse),
    caption: 'Retourner la position sur le MES au marché, la même taille dans l’autre sens.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.sellStop),
    caption:
      'Un ordre stop de vente sur le Micro Or avec un stop de protection à 100 ticks, valable jusqu’à annulation.',
  },
];

export default body;
