import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Un bracket encadre une entrée par deux ordres de sortie : un stop de protection en dessous (pour un achat) et un objectif au-dessus. Quand l’un est exécuté, le courtier annule l’autre. Avec TickRelay, une seule alerte place les trois ordres.',
  },
  { type: 'heading', level: 2, text: 'Deux champs' },
  {
    type: 'paragraph',
    text: 'Ajoutez `stopLoss` et `takeProfit` au message, chacun sous forme de distance depuis l’exécution dans une unité : ticks, points, dollars par contrat ou pourcentage :',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.marketBracket),
    caption:
      'Une entrée au marché avec son stop 40 ticks (10 points) sous l’exécution et son objectif 80 ticks au-dessus.',
  },
  {
    type: 'list',
    items: [
      'Chaque champ peut être utilisé seul : un stop sans objectif est un bracket tout à fait valable.',
      'Les ticks sont le choix le plus simple pour une entrée au marché : le courtier place le bracket autour du prix d’exécution réel, quel que soit le glissement.',
      'Les autres unités conviennent à d’autres habitudes : `{ "points": 10 }` fait 40 ticks sur le MES, `{ "dollars": 250 }` risque 250 $ par contrat quel que soit le contrat, et `{ "percent": 0.5 }` suit le niveau du prix. Comme ce sont des distances, elles tombent toujours du bon côté de l’exécution.',
    ],
  },
  { type: 'heading', level: 2, text: 'Pourquoi chez le courtier' },
  {
    type: 'paragraph',
    text: 'Les sorties d’une stratégie n’existent que dans TradingView. Si l’alerte de sortie est retardée, perdue, ou se déclenche pendant une coupure de votre connexion, la position reste ouverte. Les ordres en attente chez le courtier ne dépendent ni de TradingView, ni de TickRelay, ni de votre ordinateur : ils restent en place jusqu’à leur exécution ou leur annulation.',
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Un stop n’est pas une garantie',
    text: 'Un ordre stop devient un ordre au marché quand son prix est touché. Sur un marché rapide ou lors d’un écart de cotation, il peut être exécuté bien au-delà de son prix. Lisez les [avertissements sur les risques](/futures-risk-disclosures).',
  },
  { type: 'heading', level: 2, text: 'Clôturer et retourner' },
  {
    type: 'list',
    items: [
      '`exit` solde la position et annule ses ordres liés en attente : aucun stop orphelin ne reste en place.',
      '`reverse` retourne la position et attache le nouveau bracket si le message en contient un.',
      '`cancel` retire les ordres en attente, bracket compris, et garde la position. Déplacer un stop (stop suiveur, passage au point mort) revient à un `cancel` suivi d’un nouvel ordre stop ; TickRelay ne modifie pas les ordres en attente à partir des alertes.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Le [modèle Pine Script](/code/pine-strategy-template) envoie son bracket en ticks avec chaque entrée. La référence des champs se trouve dans [Format du message](/docs/webhooks/payload-format).',
  },
];

export default body;
