import type { ContentBody } from '../blocks/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Le message d’alerte est un objet JSON. TickRelay le valide strictement : un champ inconnu, un type incorrect ou une valeur obligatoire absente rejette toute l’alerte, et rien n’est envoyé à votre courtier. Le [générateur d’alertes](/tools/alert-builder) produit exactement ce format.',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MNQZ6",\n  "action": "buy",\n  "quantity": 2,\n  "orderType": "limit",\n  "price": 21450.25,\n  "takeProfit": 21510.25,\n  "stopLoss": 21420.25,\n  "timeInForce": "DAY",\n  "account": "DEMO4471023",\n  "comment": "ORB long"\n}',
    caption: 'Une entrée à cours limité avec ordres de sortie : tous les champs utilisés.',
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
        'Le contrat tel que votre courtier le nomme, par ex. `MESZ6` ou `NQH7`. 1 à 32 caractères.',
      ],
      [
        '`action`',
        '`buy` · `sell` · `close` · `reverse`',
        'oui',
        'L’opération à effectuer. Voir [Actions](#actions).',
      ],
      [
        '`quantity`',
        'entier',
        'pour buy, sell, reverse',
        'Nombre de contrats, de 1 à 1000. Ignoré par `close`.',
      ],
      ['`orderType`', '`market` · `limit` · `stop`', 'non', 'Vaut `market` par défaut.'],
      [
        '`price`',
        'nombre',
        'pour limit et stop',
        'Prix limite ou prix de déclenchement. À omettre pour un ordre au marché.',
      ],
      [
        '`takeProfit`',
        'nombre',
        'non',
        'Prix absolu de l’objectif de gain, attaché à l’entrée (ordre bracket).',
      ],
      [
        '`stopLoss`',
        'nombre',
        'non',
        'Prix absolu du stop de protection, attaché à l’entrée (ordre bracket).',
      ],
      ['`timeInForce`', '`DAY` · `GTC`', 'non', 'Vaut `DAY` par défaut.'],
      [
        '`account`',
        'chaîne',
        'non',
        'Compte de courtage qui reçoit l’ordre. Par défaut, le compte choisi sur votre page Webhook.',
      ],
      [
        '`comment`',
        'chaîne',
        'non',
        'Texte libre de 200 caractères au plus, affiché dans votre journal. Jamais transmis au courtier.',
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
      'Les nombres sont des nombres JSON : écrivez `"quantity": 2`, pas `"quantity": "2"`.',
      'Pour un `buy` avec bracket, `stopLoss` doit être sous le prix d’entrée et `takeProfit` au-dessus ; l’inverse pour un `sell`.',
      'Les prix doivent respecter le pas de cotation du contrat (0,25 pour MES et MNQ, par exemple). TickRelay n’arrondit pas à votre place.',
      'Les champs inconnus sont rejetés plutôt qu’ignorés : une faute de frappe comme `stoploss` ne passe jamais inaperçue.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Variables',
    text: 'Les valeurs peuvent venir de TradingView au moment où l’alerte se déclenche, par exemple `"price": {{close}}`. Voir [Variables TradingView](/docs/webhooks/tradingview-placeholders).',
  },
  { type: 'heading', level: 2, text: 'Exemples' },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MESZ6",\n  "action": "close",\n  "comment": "Flat avant la clôture"\n}',
    caption: 'Solde tous les contrats MESZ6 ouverts sur le compte par défaut.',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MGCG7",\n  "action": "sell",\n  "quantity": 1,\n  "orderType": "stop",\n  "price": 2391.5,\n  "stopLoss": 2401.5,\n  "timeInForce": "GTC"\n}',
    caption:
      'Un ordre stop de vente sur le Micro Or avec stop de protection, valable jusqu’à annulation.',
  },
];

export default body;
