import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: '`{{strategy.order.contracts}}` est la variable la plus pratique d’une alerte de stratégie : elle reporte la taille de chaque ordre exécuté directement dans le champ `quantity`. C’est aussi celle qui surprend le plus, car le nombre vient de la simulation de la stratégie, pas de votre compte de courtage.',
  },
  { type: 'heading', level: 2, text: 'D’où vient ce nombre' },
  {
    type: 'paragraph',
    text: 'TradingView dimensionne chaque ordre selon les propriétés de la stratégie, par rapport au capital simulé de la stratégie :',
  },
  {
    type: 'table',
    head: ['Réglage de la taille des ordres', 'Ce que la stratégie envoie'],
    rows: [
      [
        'Contrats (fixe)',
        'Toujours le même nombre : prévisible, et c’est ce que nous conseillons.',
      ],
      [
        'USD (montant)',
        'Autant de contrats que le montant permet d’acheter au prix actuel : avec des contrats à terme, souvent zéro ou beaucoup trop.',
      ],
      [
        '% du capital',
        'Augmente et diminue avec la courbe de capital du backtest, qui n’a rien à voir avec le solde de votre compte.',
      ],
    ],
  },
  {
    type: 'paragraph',
    text: 'De plus, le `qty` passé à `strategy.entry` remplace les propriétés, et le pyramidage permet à la stratégie de renforcer une position. Un retournement exécute un seul ordre pour la taille de clôture et d’ouverture réunies : `{{strategy.order.contracts}}` double à chaque retournement.',
  },
  { type: 'heading', level: 2, text: 'Dimensionner selon le risque, pas selon le capital' },
  {
    type: 'paragraph',
    text: 'Avec des contrats à terme, ce qui compte est la perte si le stop est touché. Elle dépend de la distance au stop, en ticks, et de la valeur d’un tick :',
  },
  {
    type: 'image',
    src: '/images/blog/position-sizing.svg',
    alt: 'Formule : nombre de contrats égal au risque par transaction divisé par la distance du stop en ticks multipliée par la valeur du tick. Exemple sur MES : 200 divisé par 40 fois 1,25 donne 4 contrats.',
    width: 960,
    height: 400,
    caption:
      'Dimensionnement selon le risque sur le Micro E-mini S&P 500 (valeur du tick : 1,25 $).',
  },
  {
    type: 'table',
    head: ['Contrat', 'Pas de cotation', 'Valeur du tick'],
    rows: [
      ['MES (Micro E-mini S&P 500)', '0,25', '1,25 $'],
      ['MNQ (Micro E-mini Nasdaq-100)', '0,25', '0,50 $'],
      ['ES (E-mini S&P 500)', '0,25', '12,50 $'],
      ['NQ (E-mini Nasdaq-100)', '0,25', '5,00 $'],
    ],
    caption:
      'Spécifications des contrats du CME ; vérifiez auprès de votre courtier pour vos contrats.',
  },
  {
    type: 'paragraph',
    text: 'Pine Script connaît ces deux valeurs pour le contrat du graphique : `syminfo.mintick` et `syminfo.pointvalue`. Le calcul tient en quatre lignes :',
  },
  {
    type: 'code',
    language: 'pine',
    code: 'riskPerTrade = input.float(200, "Risk per trade")\nstopTicks    = input.int(40, "Stop distance (ticks)", minval = 1)\ntickValue    = syminfo.mintick * syminfo.pointvalue\nsize         = math.max(1, math.floor(riskPerTrade / (stopTicks * tickValue)))\n\nif longSignal\n    strategy.entry("Long", strategy.long, qty = size)',
    caption:
      'La stratégie envoie désormais la taille que vous avez choisie, quel que soit son capital simulé.',
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Arrondir vers le bas, et plafonner',
    text: 'Arrondissez toujours vers le bas et fixez une position maximale chez votre courtier. Une distance de stop calculée sur la volatilité peut devenir minuscule dans un marché calme et faire demander à la formule bien plus de contrats que prévu.',
  },
  { type: 'heading', level: 2, text: 'Envoyer la taille' },
  {
    type: 'paragraph',
    text: 'Avec un `qty` dimensionné, `{{strategy.order.contracts}}` est juste pour les entrées et sorties simples. Pour les retournements, TradingView exécute un seul ordre pour les deux tailles, que le compte compense comme il se doit. Ajoutez `"sentiment": "{{strategy.market_position}}"`, comme le fait le message de stratégie du générateur d’alertes, pour qu’un ordre dont la taille ne correspond plus à votre position finisse malgré tout du côté de la stratégie : une sortie clôture et n’ouvre jamais dans l’autre sens. Ou envoyez un `alert_message` par ordre avec un `"action": "reverse"` ou `"action": "exit"` explicite, comme le fait le [modèle Pine Script](/code/pine-strategy-template). Dans tous les cas, testez sur votre compte papier et comparez chaque ordre du journal Webhook avec la liste des transactions de la stratégie.',
  },
];

export default body;
