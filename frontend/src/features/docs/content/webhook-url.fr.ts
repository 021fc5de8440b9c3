import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Chaque membre dispose d’une URL de webhook personnelle. TradingView l’appelle chaque fois qu’une de vos alertes se déclenche, et TickRelay se sert du jeton secret à la fin de l’URL pour savoir à quel compte l’alerte est destinée.',
  },
  { type: 'heading', level: 2, text: 'Où la trouver', id: 'where-to-find-it' },
  {
    type: 'paragraph',
    text: 'Connectez-vous et ouvrez [Webhook](/membership/webhook) dans l’espace membre. La page affiche votre URL avec un bouton de copie, ses réglages, un bouton pour y envoyer une alerte de test, et le journal en direct des alertes reçues.',
  },
  {
    type: 'code',
    language: 'text',
    code: 'https://<votre-adresse-tickrelay>/api/hooks/<jeton>',
    caption:
      'La forme de l’URL. Le jeton est une suite de 43 caractères aléatoires générée pour vous ; TickRelay n’en garde que ce qu’il faut pour le reconnaître.',
  },
  {
    type: 'heading',
    level: 2,
    text: 'Comment TradingView l’utilise',
    id: 'how-tradingview-uses-it',
  },
  {
    type: 'list',
    items: [
      'TradingView envoie une requête HTTP `POST` à l’URL avec votre message d’alerte comme corps : en `application/json` quand le message est un JSON valide, en `text/plain` sinon. TickRelay accepte les deux et journalise l’un comme l’autre.',
      'TradingView n’appelle que des adresses sur les ports standard 80 et 443, et annule une requête qui dure plus de trois secondes environ. TickRelay répond dès que l’alerte est mise en file d’attente en sûreté, en quelques millisecondes, et l’exécute juste après.',
      'TradingView ne renvoie pas un webhook en échec. Si la requête n’a jamais atteint TickRelay, l’alerte est absente de votre journal ; voir [Dépannage](/docs/troubleshooting).',
    ],
  },
  { type: 'heading', level: 2, text: 'Ce que TickRelay répond', id: 'what-tickrelay-answers' },
  {
    type: 'table',
    head: ['Statut', 'Signification'],
    rows: [
      [
        '`202 Accepted`',
        'L’alerte est mise en file d’attente et journalisée, avec son identifiant dans la réponse : `{ "id": "…" }`. Son exécution se lit dans le journal.',
      ],
      [
        '`404 Not Found`',
        'Le jeton est inconnu, a été révoqué, ou son délai de renouvellement est écoulé. Une telle requête n’est pas journalisée. Voir [NOT_FOUND](/docs/errors/not-found).',
      ],
      [
        '`403 Forbidden`',
        'La liste d’adresses autorisées est activée et la requête ne venait pas de TradingView. Voir [SOURCE_NOT_ALLOWED](/docs/errors/source-not-allowed).',
      ],
      [
        '`413 Payload Too Large`',
        'Le corps dépasse 16 Ko. Voir [PAYLOAD_TOO_LARGE](/docs/errors/payload-too-large).',
      ],
      [
        '`415 Unsupported Media Type`',
        'Le corps n’est ni en `application/json` ni en `text/plain`. Voir [UNSUPPORTED_MEDIA_TYPE](/docs/errors/unsupported-media-type).',
      ],
      [
        '`429 Too Many Requests`',
        'Trop d’alertes en une minute pour cette URL ; l’alerte n’a pas été exécutée. Voir [TOO_MANY_REQUESTS](/docs/errors/too-many-requests).',
      ],
      [
        '`503 Service Unavailable`',
        'L’alerte n’a pas pu être mise en file d’attente et n’a pas été reçue. Voir [SERVICE_UNAVAILABLE](/docs/errors/service-unavailable).',
      ],
    ],
    caption: 'TradingView n’affiche pas ces réponses ; le journal de votre page Webhook, si.',
  },
  {
    type: 'paragraph',
    text: 'Un `202` signifie reçue, pas exécutée. Dans le journal, chaque alerte finit `executed`, `relayed` (exécution réglée sur nulle part : envoyée à vos [destinations](/docs/destinations) seulement), ou `rejected` (message invalide, adhésion inactive, ordre refusé), `duplicate`, `stale`, `paused` (interrupteur d’arrêt activé) ou `failed`, avec un code qui mène à sa page : voir [Codes d’erreur](/docs/errors).',
  },
  { type: 'heading', level: 2, text: 'Ses réglages', id: 'settings' },
  {
    type: 'list',
    items: [
      '**Liste d’adresses autorisées** : n’accepter que les adresses de TradingView (52.89.214.238, 34.212.75.30, 54.218.53.128 et 52.32.178.7). Désactivez-la le temps de tester avec curl ou Postman.',
      '**max_lag par défaut** : le retard en secondes permis à une alerte qui porte un `time` quand son message ne donne pas de `max_lag`. Les plus anciennes sont journalisées comme périmées.',
      '**Interrupteur d’arrêt** : suspend l’exécution aussitôt. Les alertes continuent d’arriver et d’être journalisées, comme suspendues ; elles ne sont pas rejouées à la reprise.',
    ],
  },
  { type: 'heading', level: 2, text: 'Renouvelez-la au moindre doute', id: 'rotate' },
  {
    type: 'paragraph',
    text: 'Si l’URL est apparue dans une capture d’écran, un graphique partagé, une demande d’assistance ou un script public, générez-en une nouvelle depuis la page Webhook. Par défaut, l’ancienne URL fonctionne encore 24 heures, le temps de mettre à jour vos alertes ; révoquez-la plutôt sur-le-champ si quelqu’un d’autre peut s’en servir. TradingView ne permet pas de modifier l’URL de plusieurs alertes à la fois, raison de plus pour garder une seule URL et peu d’alertes.',
  },
  {
    type: 'callout',
    tone: 'danger',
    title: 'Ne publiez jamais votre URL',
    text: 'Votre URL de webhook suffit pour envoyer des ordres sur votre compte. Ne la collez pas dans un script Pine que vous partagez, dans une idée publique ou dans une discussion. Lisez [Sécurité](/docs/security).',
  },
];

export default body;
