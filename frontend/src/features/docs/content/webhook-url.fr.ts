import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Chaque membre dispose d’une URL de webhook personnelle. TradingView l’appelle chaque fois qu’une de vos alertes se déclenche, et TickRelay se sert du jeton secret à la fin de l’URL pour savoir à quel compte l’ordre appartient.',
  },
  { type: 'heading', level: 2, text: 'Où la trouver' },
  {
    type: 'paragraph',
    text: 'Connectez-vous et ouvrez [Webhook](/membership/webhook) dans l’espace membre. La page affiche votre URL avec un bouton de copie, le compte de courtage par défaut et le journal en direct des alertes reçues ces derniers jours.',
  },
  {
    type: 'code',
    language: 'text',
    code: 'https://<votre-adresse-tickrelay>/api/webhooks/tradingview/<jeton-secret>',
    caption: 'La forme de l’URL. Le jeton est une longue valeur aléatoire générée pour vous.',
  },
  { type: 'heading', level: 2, text: 'Comment TradingView l’utilise' },
  {
    type: 'list',
    items: [
      'TradingView envoie une requête HTTP `POST` à l’URL avec votre message d’alerte comme corps. Quand le message est un JSON valide, il est envoyé en `application/json`.',
      'TradingView n’appelle que des adresses sur les ports standard 80 et 443, et annule une requête qui dure plus de trois secondes environ. TickRelay répond immédiatement et passe l’ordre juste après.',
      'TradingView ne renvoie pas un webhook en échec. Si la requête n’a jamais atteint TickRelay, l’alerte est absente de votre journal ; voir [Dépannage](/docs/troubleshooting).',
    ],
  },
  { type: 'heading', level: 2, text: 'Ce que TickRelay répond' },
  {
    type: 'table',
    head: ['Statut', 'Signification'],
    rows: [
      ['`202 Accepted`', 'Le message est valide et l’ordre part vers votre courtier.'],
      [
        '`400 Bad Request`',
        'Le message n’est pas un JSON valide ou un champ est incorrect. Le journal indique lequel.',
      ],
      ['`401 Unauthorized`', 'Le jeton est inconnu ou a été renouvelé.'],
      ['`403 Forbidden`', 'Votre adhésion n’est pas active.'],
      [
        '`429 Too Many Requests`',
        'Trop d’alertes en peu de temps ; l’alerte n’a pas été exécutée.',
      ],
    ],
    caption: 'TradingView n’affiche pas ces réponses ; le journal de votre page Webhook, si.',
  },
  { type: 'heading', level: 2, text: 'Renouvelez-la au moindre doute' },
  {
    type: 'paragraph',
    text: 'Si l’URL est apparue dans une capture d’écran, un graphique partagé, une demande d’assistance ou un script public, générez-en une nouvelle depuis la page Webhook. L’ancienne URL cesse aussitôt de fonctionner : mettez à jour chaque alerte qui l’utilise. TradingView ne permet pas de modifier l’URL de plusieurs alertes à la fois, raison de plus pour garder une seule URL et peu d’alertes.',
  },
  {
    type: 'callout',
    tone: 'danger',
    title: 'Ne publiez jamais votre URL',
    text: 'Votre URL de webhook suffit pour envoyer des ordres sur votre compte. Ne la collez pas dans un script Pine que vous partagez, dans une idée publique ou dans une discussion. Lisez [Sécurité](/docs/security).',
  },
];

export default body;
