import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Cette version reconstruit entièrement le site de TickRelay. Il est plus rapide, disponible en deux langues, et réunit au même endroit tout ce qu’il faut pour passer d’une alerte TradingView à un ordre sur votre compte de contrats à terme.',
  },
  { type: 'heading', level: 2, text: 'Nouveautés' },
  {
    type: 'list',
    items: [
      '**Anglais et français.** Chaque page existe dans les deux langues, sous `/…` et `/fr/…`. Le sélecteur de langue vous garde sur la même page, et votre choix est mémorisé.',
      '**Thème sombre.** Choisissez Système, Clair ou Sombre avec le sélecteur en bas à droite. Système suit votre système d’exploitation, en direct.',
      '**Générateur d’alertes.** Le [générateur d’alertes](/tools/alert-builder) rédige pour vous un message d’alerte valide, avec variables, ordres de sortie et validation pendant la saisie.',
      '**Documentation.** Onze pages, des [Premiers pas](/docs/getting-started) à la référence du [Format du message](/docs/webhooks/payload-format), en passant par le [Dépannage](/docs/troubleshooting) et la [FAQ](/docs/faq).',
      '**Téléchargements.** Un modèle de stratégie Pine Script, une collection Postman de messages d’exemple, le schéma JSON du message et un guide de démarrage rapide, sur la page [Téléchargements](/download).',
      '**Pages de code.** Les modèles s’ouvrent dans une visionneuse plein écran avec numéros de ligne et bouton de copie, par exemple le [modèle de stratégie](/code/pine-strategy-template).',
    ],
  },
  { type: 'heading', level: 2, text: 'Améliorations' },
  {
    type: 'list',
    items: [
      'Les pages se chargent en une fraction du temps précédent, même sur réseau mobile, et ne sautent plus pendant le chargement.',
      'Tout le site s’utilise au clavier, avec un focus visible et des libellés pour les lecteurs d’écran.',
      'Le formulaire de contact indique précisément quel champ corriger, dans votre langue, et ne perd jamais ce que vous avez saisi.',
    ],
  },
  { type: 'heading', level: 2, text: 'Format du message' },
  {
    type: 'paragraph',
    text: 'Le format du message ne change pas : les alertes existantes continuent de fonctionner. La validation est désormais plus stricte sur un point : les champs inconnus sont rejetés au lieu d’être ignorés, afin qu’une faute de frappe comme `stoploss` ne passe plus inaperçue. Si une alerte qui fonctionnait est désormais rejetée, le journal de votre page Webhook nomme le champ.',
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Vos retours',
    text: 'Dites-nous ce que vous aimeriez voir ensuite depuis la [page de contact](/contact). Nous lisons chaque message.',
  },
];

export default body;
