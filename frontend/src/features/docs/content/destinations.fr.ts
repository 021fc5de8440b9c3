import {
  DESTINATION_LIMITS as LIMITS,
  RELAY_HEADERS,
} from '@tickrelay/contracts/destinations/destinations';

import type { ContentBody } from '@/components/content/content-block.types';

import {
  backoffSeconds,
  FAILURE_NOTICE_EXAMPLE,
  NODE_VERIFY_EXAMPLE,
  PYTHON_VERIFY_EXAMPLE,
  RELAY_PAYLOAD_EXAMPLE,
  RELAY_REQUEST_EXAMPLE,
} from './destinations-examples';

const waits = backoffSeconds();
const waitsText = `${waits.slice(0, -1).join(', ')} puis ${waits.at(-1)} secondes`;
const kilobytes = LIMITS.responseMaxBytes / 1024;

const body: ContentBody = [
  {
    type: 'paragraph',
    text: `En plus d’exécuter une alerte (ou à la place, avec **Nulle part — relais seulement** sous Exécution), TickRelay peut la relayer vers vos destinations : votre propre point d’accès HTTPS, un salon Discord ou une conversation Telegram. Vous pouvez en avoir jusqu’à ${LIMITS.perMember}. Ajoutez-les sous **Destinations** sur votre [page Webhook](/membership/webhook), où **Envoyer un test** vérifie chacune.`,
  },
  {
    type: 'list',
    items: [
      'Chaque alerte valide est relayée vers chaque destination une fois que TickRelay sait ce qu’elle est devenue (exécutée, rejetée ou en échec chez le courtier, ou seulement relayée), avec ce statut. Les alertes en double, périmées et suspendues, et celles refusées avant le courtier, ne sont pas relayées.',
      'Chaque livraison du journal liste ses relais : le nom et le type de la destination, le statut (en attente, nouvel essai, envoyé ou échec), les essais, le dernier statut HTTP répondu par la destination et, en cas d’échec, un code qui mène à sa page. Ils changent en direct sous vos yeux.',
      'La liste des destinations affiche le dernier résultat de chacune.',
    ],
  },
  { type: 'heading', level: 2, text: 'Votre point d’accès HTTPS', id: 'https' },
  {
    type: 'paragraph',
    text: `TickRelay envoie chaque alerte à votre URL par un \`POST\` au corps JSON, signé pour que votre point d’accès puisse vérifier qu’il vient de TickRelay. L’URL doit utiliser \`https://\` (${LIMITS.urlMaxChars} caractères au plus, sans nom d’utilisateur ni mot de passe). À l’ajout de la destination, TickRelay affiche son **secret de signature**, \`whsec_\` suivi de 43 caractères, **une seule fois** : enregistrez-le dans les réglages de votre point d’accès. **Renouveler le secret** en crée un nouveau, lui aussi affiché une fois ; l’ancien cesse aussitôt de fonctionner.`,
  },
  {
    type: 'code',
    language: 'http',
    code: RELAY_REQUEST_EXAMPLE,
    caption: 'Les en-têtes d’un relais.',
  },
  {
    type: 'table',
    head: ['En-tête', 'Valeur'],
    rows: [
      [
        `\`${RELAY_HEADERS.timestamp}\``,
        'L’heure Unix, en secondes, de la signature de la requête.',
      ],
      [
        `\`${RELAY_HEADERS.signature}\``,
        '`v1=` suivi du HMAC-SHA256 en hexadécimal de `${timestamp}.${rawBody}`, avec votre secret de signature pour clé.',
      ],
      [
        `\`${RELAY_HEADERS.delivery}\``,
        'L’identifiant de la livraison, le même à chaque nouvel essai d’un relais : servez-vous-en pour écarter les répétitions.',
      ],
      [
        `\`${RELAY_HEADERS.event}\``,
        '`alert`, `test` (depuis **Envoyer un test**) ou `failure_notice` (voir plus bas).',
      ],
    ],
  },
  {
    type: 'code',
    language: 'json',
    code: RELAY_PAYLOAD_EXAMPLE,
    caption:
      'Le corps d’une alerte : l’alerte telle que TickRelay l’a lue, ce qu’elle est devenue (statut et code) et le contrat précis. Un test a `"event": "test"` et `"test": true`.',
  },
  { type: 'heading', level: 2, text: 'Vérifier la signature', id: 'signature' },
  {
    type: 'list',
    ordered: true,
    items: [
      `Lisez \`${RELAY_HEADERS.timestamp}\` et \`${RELAY_HEADERS.signature}\`, et le corps en octets bruts, avant toute lecture du JSON.`,
      'Calculez le HMAC-SHA256 de l’horodatage, d’un point et du corps brut, avec votre secret de signature (en entier, `whsec_` compris) pour clé, en hexadécimal, et placez `v1=` devant.',
      'Comparez-le à l’en-tête en temps constant. Refusez la requête s’ils diffèrent.',
      `Refusez-la aussi quand l’horodatage s’écarte de plus de ${LIMITS.signatureToleranceSeconds} secondes de votre horloge, pour qu’une requête enregistrée ne puisse pas être rejouée plus tard.`,
    ],
  },
  {
    type: 'code',
    language: 'javascript',
    code: NODE_VERIFY_EXAMPLE,
    caption: 'Node.js, avec Express.',
  },
  { type: 'code', language: 'python', code: PYTHON_VERIFY_EXAMPLE, caption: 'Python, avec Flask.' },
  { type: 'heading', level: 2, text: 'Nouveaux essais et limites', id: 'retries' },
  {
    type: 'list',
    items: [
      `Une réponse en \`2xx\` est un succès. Tout le reste donne lieu à de nouveaux essais : ${LIMITS.attempts} essais en tout, en attendant ${waitsText} entre eux ; une destination qui répond \`429\` est réessayée après le délai qu’elle demande.`,
      'Une redirection, une adresse qui n’est pas publique, ou un `4xx` autre que `408` et `429` ne donne pas lieu à un nouvel essai : il finirait de la même façon.',
      `Chaque essai dispose de ${LIMITS.timeoutMs / 1000} secondes pour se connecter et obtenir la réponse, et TickRelay lit au plus ${kilobytes} Ko de la réponse. Répondez immédiatement et faites votre travail ensuite.`,
      'Les redirections ne sont jamais suivies.',
      'TickRelay résout le nom lui-même et refuse les adresses de boucle locale, privées, de lien local, partagées (CGNAT) et de métadonnées de cloud comme `169.254.169.254`, sous leurs formes IPv4, IPv6 et IPv4 dans IPv6, puis se connecte à l’adresse qu’il a vérifiée : une destination ne peut être qu’une adresse publique sur Internet.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Chaque échec a un code expliqué dans [Codes d’erreur](/docs/errors#destinations) : [DESTINATION_ADDRESS_REFUSED](/docs/errors/destination-address-refused), [DESTINATION_REDIRECT_REFUSED](/docs/errors/destination-redirect-refused), [DESTINATION_UNREACHABLE](/docs/errors/destination-unreachable), [DESTINATION_TIMEOUT](/docs/errors/destination-timeout), [DESTINATION_HTTP_ERROR](/docs/errors/destination-http-error), [DESTINATION_RESPONSE_TOO_LARGE](/docs/errors/destination-response-too-large), [DESTINATION_RATE_LIMITED](/docs/errors/destination-rate-limited) et [DESTINATION_REMOVED](/docs/errors/destination-removed). **Envoyer un test** fait un seul essai, sans nouvel essai, et affiche son résultat aussitôt.',
  },
  { type: 'heading', level: 2, text: 'Discord', id: 'discord' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Dans Discord, ouvrez les paramètres du salon, puis **Intégrations**, **Webhooks** et **Nouveau webhook**.',
      'Nommez-le, puis **Copier l’URL du webhook** : elle ressemble à `https://discord.com/api/webhooks/<id>/<token>`.',
      'Sur votre page Webhook, ajoutez une destination **Discord** avec cette URL, puis **Envoyer un test**.',
    ],
  },
  {
    type: 'paragraph',
    text: 'La liste affiche l’URL sans son jeton : quiconque a l’URL complète peut écrire dans le salon, gardez-la donc aussi privée que votre URL de webhook. Chaque alerte arrive sous forme d’un court message dans votre langue.',
  },
  { type: 'heading', level: 2, text: 'Telegram', id: 'telegram' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Quand vous choisissez **Telegram**, le formulaire nomme le bot de TickRelay. Démarrez une conversation avec lui et envoyez `/start`, ou ajoutez-le à votre groupe, pour qu’il puisse vous écrire.',
      'Saisissez l’identifiant de conversation : votre identifiant Telegram numérique pour une conversation privée, celui d’un groupe (il commence par `-`), ou `@nom` pour un canal public dont le bot est administrateur.',
      'Ajoutez la destination, puis **Envoyer un test**.',
    ],
  },
  { type: 'heading', level: 2, text: 'Avis d’échec', id: 'failure-notices' },
  {
    type: 'paragraph',
    text: `Quand une exécution ou un relais échoue, TickRelay vous prévient : par e-mail, dans votre langue, et à la destination choisie pour les avis (l’interrupteur **Envoyer ici les avis d’échec**, sur une seule destination à la fois). Les avis sont regroupés : au plus un toutes les ${LIMITS.noticeDigestMinutes} minutes, avec chaque échec de la période. Une destination HTTPS le reçoit avec \`${RELAY_HEADERS.event}: failure_notice\`, signé comme une alerte :`,
  },
  {
    type: 'code',
    language: 'json',
    code: FAILURE_NOTICE_EXAMPLE,
    caption: 'Un avis d’échec : la période couverte et chaque échec avec son code.',
  },
];

export default body;
