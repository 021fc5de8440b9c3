import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Le message d’alerte est un objet JSON. TickRelay le valide strictement : un champ inconnu, un type incorrect ou une valeur obligatoire absente rejette toute l’alerte, et rien n’est envoyé à votre courtier. Le [générateur d’alertes](/tools/alert-builder) produit exactement ce format.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.limitBracket),
    caption:
      'Une entrée à cours limité avec ordres liés : l’objectif à 40 ticks, le stop à un prix fixe.',
  },
  { type: 'heading', level: 2, text: 'Champs', id: 'fields' },
  {
    type: 'table',
    head: ['Champ', 'Type', 'Obligatoire', 'Description'],
    rows: [
      [
        '`symbol`',
        'chaîne',
        'oui',
        'Le symbole du graphique dans la notation TradingView, en général `{{ticker}}` : un contrat continu comme `MNQ1!` (négocié sur l’échéance la plus proche), un contrat daté comme `MNQZ2026`, éventuellement avec le préfixe de la place (`CME_MINI:MNQ1!`). 40 caractères au plus.',
      ],
      [
        '`action`',
        '`buy` · `sell` · `close` · `reverse`',
        'oui',
        'L’opération à effectuer ; `{{strategy.order.action}}` dans une alerte de stratégie. Voir [Actions](#actions).',
      ],
      [
        '`quantity`',
        'entier',
        'pour ouvrir une position',
        'Nombre de contrats, de 1 à 1000, ou `"{{strategy.order.contracts}}"`. Inutile pour `close`.',
      ],
      [
        '`orderType`',
        '`market` · `limit` · `stop`',
        'pour ouvrir une position',
        'Le mode de passage de l’entrée.',
      ],
      [
        '`price`',
        'nombre',
        'pour limit et stop',
        'Prix limite ou de déclenchement, ou `"{{close}}"`. Absent pour un ordre au marché.',
      ],
      [
        '`timeInForce`',
        '`day` · `gtc` · `ioc` · `fok`',
        'non',
        'Jour, valable jusqu’à annulation, exécution immédiate ou annulation, tout ou rien. Vaut `day` par défaut.',
      ],
      [
        '`takeProfit`',
        '`{ "ticks": n }` ou `{ "price": p }`',
        'non',
        'Objectif attaché à l’entrée : une distance en ticks depuis l’exécution (1 à 10 000) ou un prix absolu.',
      ],
      [
        '`stopLoss`',
        '`{ "ticks": n }` ou `{ "price": p }`',
        'non',
        'Stop de protection attaché à l’entrée, en ticks depuis l’exécution ou en prix absolu.',
      ],
      [
        '`positionSize`',
        'nombre',
        'non',
        'La position de la stratégie après l’exécution, `"{{strategy.position_size}}"` : permet à TickRelay de distinguer une sortie (0) d’une entrée. Voir [Alertes de stratégie](/docs/tradingview/strategy-alerts).',
      ],
      [
        '`account`',
        'chaîne',
        'non',
        'Compte de courtage qui reçoit l’ordre, 64 caractères au plus. Par défaut, le compte choisi sur votre page Webhook.',
      ],
      [
        '`comment`',
        'chaîne',
        'non',
        'Texte libre de 200 caractères au plus, affiché dans votre journal. Jamais transmis au courtier.',
      ],
      [
        '`time`, `interval`',
        'chaîne',
        'non',
        '`"{{time}}"` et `"{{interval}}"` : l’heure de la barre et l’unité de temps, affichées dans le journal et utilisées pour refuser les alertes arrivées longtemps après leur barre.',
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
        'Achète `quantity` contrats : ouvre ou renforce une position acheteuse, ou réduit une position vendeuse.',
      ],
      [
        '`sell`',
        'Vend `quantity` contrats : ouvre ou renforce une position vendeuse, ou réduit une position acheteuse.',
      ],
      [
        '`close`',
        'Solde toute la position sur `symbol` dans le compte et annule ses ordres en attente.',
      ],
      [
        '`reverse`',
        'Solde la position en cours puis ouvre `quantity` contrats dans le sens opposé.',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Règles de validation' },
  {
    type: 'list',
    items: [
      'Le corps doit être un unique objet JSON de 4 Ko au plus. Les noms de champs respectent la casse.',
      'Les nombres peuvent s’écrire en nombres JSON (`2`) ou en chaînes numériques (`"2"`). C’est ce qui permet de laisser les variables entre guillemets : le message reste un JSON valide avant comme après leur remplacement par TradingView.',
      'Une variable n’est acceptée que dans les champs où elle a un sens : `{{ticker}}` dans `symbol`, `{{strategy.order.contracts}}` dans `quantity`, `{{close}}` dans `price`.',
      'Quand les deux sorties sont des prix, l’objectif doit être au-dessus du stop pour un `buy` et en dessous pour un `sell`.',
      'Les prix doivent respecter le pas de cotation du contrat (0,25 pour MES et MNQ, par exemple). TickRelay n’arrondit pas à votre place.',
      'Les champs inconnus sont rejetés plutôt qu’ignorés : une faute de frappe comme `stoploss` ne passe jamais inaperçue.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Variables',
    text: 'Les valeurs peuvent venir de TradingView au moment où l’alerte se déclenche, par exemple `"price": "{{close}}"`. Voir [Variables TradingView](/docs/webhooks/tradingview-placeholders).',
  },
  { type: 'heading', level: 2, text: 'Exemples' },
  {
    type: 'code',
    language: 'json',
    code: formatAlert({ ...ALERT_EXAMPLES.chartExit, comment: 'Flat avant la clôture' }),
    caption: 'Solde toute la position sur le contrat du graphique, dans le compte par défaut.',
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
