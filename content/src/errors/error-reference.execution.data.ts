// The error-code reference's texts for the live broker (Tradovate) and the destinations: the
// BROKER_* and DESTINATION_* codes of the API and of the log, and the codes of a relay
// (contracts/src/destinations/destinations.ts). Merged into ERROR_REFERENCE, which is keyed by
// every code, so a code without its texts still fails the type check.
import type { RelayCode } from '@tickrelay/contracts/destinations/destinations';
import type { ErrorCode } from '@tickrelay/contracts/errors/error-codes';

import type { ErrorReferenceEntry } from './error-reference.types';

type ExecutionCode =
  | Exclude<Extract<ErrorCode, `BROKER_${string}` | `DESTINATION_${string}`>, 'BROKER_UNAVAILABLE'>
  | RelayCode;

export const EXECUTION_REFERENCE: Readonly<Record<ExecutionCode, ErrorReferenceEntry>> = {
  // ─── The Tradovate connection ───────────────────────────────────────────────────────
  BROKER_AUTH_FAILED: {
    title: { en: 'Tradovate refused the credentials', fr: 'Tradovate a refusé les identifiants' },
    meaning: {
      en: 'Tradovate refused the user name, the password, the API key’s cid or its secret. When you connect, nothing is saved. When it happens to a saved connection (the password was changed, the key deleted), alerts sent to Tradovate are logged as failed with this code and are not executed.',
      fr: 'Tradovate a refusé le nom d’utilisateur, le mot de passe, le cid de la clé d’API ou son secret. Lors d’une connexion, rien n’est enregistré. Quand cela arrive à une connexion enregistrée (mot de passe changé, clé supprimée), les alertes envoyées à Tradovate sont journalisées en échec avec ce code et ne sont pas exécutées.',
    },
    action: {
      en: 'Check each value against your Tradovate API key (see [Tradovate](/docs/brokers/tradovate#api-key)), then connect again or use **Replace credentials** on your [Webhook page](/membership/webhook). Check your positions at Tradovate for the alerts that failed.',
      fr: 'Vérifiez chaque valeur avec votre clé d’API Tradovate (voir [Tradovate](/docs/brokers/tradovate#api-key)), puis connectez-vous à nouveau ou utilisez **Remplacer les identifiants** sur votre [page Webhook](/membership/webhook). Vérifiez vos positions chez Tradovate pour les alertes en échec.',
    },
  },
  BROKER_APP_NOT_APPROVED: {
    title: { en: 'App not approved at Tradovate', fr: 'Application non approuvée chez Tradovate' },
    meaning: {
      en: 'Tradovate wants you to approve this application or device before it lets TickRelay sign in for you (two-factor). When you connect, nothing is saved; for a saved connection, alerts sent to Tradovate are logged as failed with this code.',
      fr: 'Tradovate vous demande d’approuver cette application ou cet appareil avant de laisser TickRelay se connecter pour vous (double authentification). Lors d’une connexion, rien n’est enregistré ; pour une connexion enregistrée, les alertes envoyées à Tradovate sont journalisées en échec avec ce code.',
    },
    action: {
      en: 'Sign in to Tradovate with the same user, confirm the new application or device when it asks you to, then connect again (or **Test connection**) on your [Webhook page](/membership/webhook). See [Approving TickRelay](/docs/brokers/tradovate#approve).',
      fr: 'Connectez-vous à Tradovate avec le même utilisateur, confirmez la nouvelle application ou le nouvel appareil quand il vous le demande, puis connectez-vous à nouveau (ou **Tester la connexion**) sur votre [page Webhook](/membership/webhook). Voir [Approuver TickRelay](/docs/brokers/tradovate#approve).',
    },
  },
  BROKER_RATE_LIMITED: {
    title: { en: 'Tradovate asked to wait', fr: 'Tradovate demande d’attendre' },
    meaning: {
      en: 'Tradovate limits how often an application may sign in and call it, and asked TickRelay to wait (a penalty with a time). The answer says how long in its Retry-After header; the page counts it down.',
      fr: 'Tradovate limite la fréquence à laquelle une application peut se connecter et l’appeler, et a demandé à TickRelay d’attendre (une pénalité assortie d’un délai). La réponse indique combien de temps dans son en-tête Retry-After ; la page en affiche le décompte.',
    },
    action: {
      en: 'Wait the time shown, then try again. Repeated attempts with wrong credentials make Tradovate’s wait longer: check them first.',
      fr: 'Attendez le délai affiché, puis réessayez. Des essais répétés avec de mauvais identifiants allongent l’attente imposée par Tradovate : vérifiez-les d’abord.',
    },
  },
  BROKER_ACCOUNT_NOT_FOUND: {
    title: { en: 'Account not found', fr: 'Compte introuvable' },
    meaning: {
      en: 'The account you picked is not in the account list of your Tradovate connection, as read at its last check: it may have been closed or renamed.',
      fr: 'Le compte choisi ne figure pas dans la liste des comptes de votre connexion Tradovate, telle que lue à sa dernière vérification : il a pu être clôturé ou renommé.',
    },
    action: {
      en: 'Use **Test connection** on your [Webhook page](/membership/webhook) to read the list again, then pick one of its accounts.',
      fr: 'Utilisez **Tester la connexion** sur votre [page Webhook](/membership/webhook) pour relire la liste, puis choisissez l’un de ses comptes.',
    },
  },
  BROKER_NOT_CONNECTED: {
    title: { en: 'Tradovate not connected', fr: 'Tradovate non connecté' },
    meaning: {
      en: 'Alerts can go to Tradovate only once a connection is saved and an account picked. The API answers this when you choose Tradovate without them; an alert that was to go to Tradovate without them is logged as failed with this code and is not executed.',
      fr: 'Les alertes ne peuvent aller vers Tradovate qu’une fois une connexion enregistrée et un compte choisi. L’API répond ainsi quand vous choisissez Tradovate sans eux ; une alerte qui devait aller vers Tradovate sans eux est journalisée en échec avec ce code et n’est pas exécutée.',
    },
    action: {
      en: 'Connect Tradovate and pick an account under **Execution** on your [Webhook page](/membership/webhook), then choose Tradovate. See [Tradovate](/docs/brokers/tradovate).',
      fr: 'Connectez Tradovate et choisissez un compte sous **Exécution** sur votre [page Webhook](/membership/webhook), puis choisissez Tradovate. Voir [Tradovate](/docs/brokers/tradovate).',
    },
  },

  // ─── Destinations ──────────────────────────────────────────────────────────────────
  DESTINATION_NOT_FOUND: {
    title: { en: 'Destination not found', fr: 'Destination introuvable' },
    meaning: {
      en: 'The destination does not exist, or not among yours: it may have been removed, for example from another tab.',
      fr: 'La destination n’existe pas, ou pas parmi les vôtres : elle a pu être supprimée, par exemple depuis un autre onglet.',
    },
    action: {
      en: 'Reload your [Webhook page](/membership/webhook) to see your destinations as they are.',
      fr: 'Rechargez votre [page Webhook](/membership/webhook) pour voir vos destinations telles qu’elles sont.',
    },
  },
  DESTINATION_LIMIT_REACHED: {
    title: { en: 'Too many destinations', fr: 'Trop de destinations' },
    meaning: {
      en: 'A member can have 5 destinations, and you already have 5.',
      fr: 'Un membre peut avoir 5 destinations, et vous en avez déjà 5.',
    },
    action: {
      en: 'Remove a destination you no longer use on your [Webhook page](/membership/webhook), then add the new one.',
      fr: 'Supprimez une destination dont vous ne vous servez plus sur votre [page Webhook](/membership/webhook), puis ajoutez la nouvelle.',
    },
  },
  DESTINATION_URL_INVALID: {
    title: { en: 'Destination URL not accepted', fr: 'URL de destination refusée' },
    meaning: {
      en: 'The URL of a destination must use https, without a user name or password in it, and for Discord be a channel webhook URL (`https://discord.com/api/webhooks/…`). This one is not.',
      fr: 'L’URL d’une destination doit utiliser https, sans nom d’utilisateur ni mot de passe, et pour Discord être l’URL d’un webhook de salon (`https://discord.com/api/webhooks/…`). Celle-ci ne l’est pas.',
    },
    action: {
      en: 'Correct the URL and add the destination again. See [Destinations](/docs/destinations).',
      fr: 'Corrigez l’URL et ajoutez à nouveau la destination. Voir [Destinations](/docs/destinations).',
    },
  },
  DESTINATION_PORT_NOT_ALLOWED: {
    title: { en: 'Port not allowed', fr: 'Port non autorisé' },
    meaning: {
      en: 'An HTTPS destination may only use port 443, the default of https:// addresses. A URL naming another port (such as `https://example.com:8443/hook`) is refused, so relays cannot be aimed at other services.',
      fr: 'Une destination HTTPS ne peut utiliser que le port 443, celui des adresses https:// par défaut. Une URL qui indique un autre port (comme `https://example.com:8443/hook`) est refusée, pour que les relais ne puissent pas viser d’autres services.',
    },
    action: {
      en: 'Serve your endpoint on port 443 and give its URL without a port. See [Destinations](/docs/destinations).',
      fr: 'Servez votre point d’accès sur le port 443 et donnez son URL sans port. Voir [Destinations](/docs/destinations).',
    },
  },
  DESTINATION_CHAT_ID_REFUSED: {
    title: { en: 'Chat id not accepted', fr: 'Identifiant de conversation refusé' },
    meaning: {
      en: 'A Telegram destination is never given a chat id: the chat is linked through our bot, which proves it is yours. A request that names a chat id is refused.',
      fr: 'Une destination Telegram ne reçoit jamais d’identifiant de conversation : la conversation est liée par notre bot, qui prouve qu’elle est la vôtre. Une requête qui indique un identifiant est refusée.',
    },
    action: {
      en: 'Add the Telegram destination without a chat id, then open the link it shows (or send `/start` and its code to our bot) from the chat that should receive the relays. See [Destinations](/docs/destinations).',
      fr: 'Ajoutez la destination Telegram sans identifiant, puis ouvrez le lien qu’elle affiche (ou envoyez `/start` et son code à notre bot) depuis la conversation qui doit recevoir les relais. Voir [Destinations](/docs/destinations).',
    },
  },

  // ─── Relays: what became of an alert sent to a destination ─────────────────────────
  DESTINATION_ADDRESS_REFUSED: {
    title: { en: 'Address refused', fr: 'Adresse refusée' },
    meaning: {
      en: 'The destination’s name resolved to an address that is not public: loopback, private, link-local, shared (CGNAT), a cloud metadata address such as 169.254.169.254, or their IPv6 forms. TickRelay never sends there, and does not retry: the address would not change.',
      fr: 'Le nom de la destination désignait une adresse qui n’est pas publique : boucle locale, privée, lien local, partagée (CGNAT), adresse de métadonnées de cloud comme 169.254.169.254, ou leurs formes IPv6. TickRelay n’y envoie jamais rien, et ne réessaie pas : l’adresse ne changerait pas.',
    },
    action: {
      en: 'Use a URL whose name resolves to a public address reachable from the internet, then **Send a test**.',
      fr: 'Utilisez une URL dont le nom désigne une adresse publique joignable depuis Internet, puis **Envoyer un test**.',
    },
  },
  DESTINATION_REDIRECT_REFUSED: {
    title: { en: 'Redirect refused', fr: 'Redirection refusée' },
    meaning: {
      en: 'The destination answered with a redirect (3xx). Relays never follow a redirect, so a request cannot be sent on to an address that was not checked. Not retried.',
      fr: 'La destination a répondu par une redirection (3xx). Les relais ne suivent jamais de redirection, pour qu’aucune requête ne soit renvoyée vers une adresse non vérifiée. Pas de nouvel essai.',
    },
    action: {
      en: 'Use the final URL (often the same with or without a trailing slash, or `https://` instead of `http://`) as the destination, then **Send a test**.',
      fr: 'Utilisez l’URL finale (souvent la même avec ou sans barre oblique finale, ou `https://` au lieu de `http://`) comme destination, puis **Envoyer un test**.',
    },
  },
  DESTINATION_UNREACHABLE: {
    title: { en: 'Destination unreachable', fr: 'Destination injoignable' },
    meaning: {
      en: 'The name did not resolve, or the connection was refused or reset, or the TLS handshake failed (an expired or self-signed certificate, for example). TickRelay retries 5 times in all before giving up.',
      fr: 'Le nom n’a pas été résolu, ou la connexion a été refusée ou interrompue, ou la négociation TLS a échoué (un certificat expiré ou autosigné, par exemple). TickRelay fait 5 essais en tout avant d’abandonner.',
    },
    action: {
      en: 'Check that the service is running and reachable from the internet with a valid certificate, then **Send a test**.',
      fr: 'Vérifiez que le service tourne et qu’il est joignable depuis Internet avec un certificat valide, puis **Envoyer un test**.',
    },
  },
  DESTINATION_TIMEOUT: {
    title: { en: 'No answer in time', fr: 'Pas de réponse à temps' },
    meaning: {
      en: 'The destination did not answer completely within 5 seconds. TickRelay retries 5 times in all, waiting 2, 4, 8 and 16 seconds between attempts.',
      fr: 'La destination n’a pas répondu complètement en 5 secondes. TickRelay fait 5 essais en tout, en attendant 2, 4, 8 puis 16 secondes entre les essais.',
    },
    action: {
      en: 'Make your endpoint answer at once (2xx) and do its work afterwards. Use the `X-TickRelay-Delivery` header to drop repeats.',
      fr: 'Faites répondre votre point d’accès immédiatement (2xx) et faites son travail ensuite. Utilisez l’en-tête `X-TickRelay-Delivery` pour écarter les répétitions.',
    },
  },
  DESTINATION_HTTP_ERROR: {
    title: { en: 'Error answer', fr: 'Réponse d’erreur' },
    meaning: {
      en: 'The destination answered with a status outside 2xx; the log shows it. A 5xx, 408 or 429 is retried, up to 5 attempts in all; another 4xx is not, since the same request would be refused again.',
      fr: 'La destination a répondu par un statut hors de 2xx ; le journal l’affiche. Un 5xx, 408 ou 429 donne lieu à de nouveaux essais, jusqu’à 5 en tout ; un autre 4xx non, puisque la même requête serait de nouveau refusée.',
    },
    action: {
      en: 'Read the status in the log. For your own endpoint, a 401 or 403 usually means a signature check with the wrong secret; a Discord 404 means the webhook was deleted.',
      fr: 'Lisez le statut dans le journal. Pour votre propre point d’accès, un 401 ou 403 signifie en général une vérification de signature avec le mauvais secret ; un 404 de Discord signifie que le webhook a été supprimé.',
    },
  },
  DESTINATION_RESPONSE_TOO_LARGE: {
    title: { en: 'Answer too large', fr: 'Réponse trop grande' },
    meaning: {
      en: 'The destination’s answer was larger than 64 KB, so TickRelay stopped reading it and counted the attempt as failed.',
      fr: 'La réponse de la destination dépassait 64 Ko : TickRelay a cessé de la lire et a compté l’essai comme un échec.',
    },
    action: {
      en: 'Make your endpoint answer with a short body, or none: TickRelay only needs the status.',
      fr: 'Faites répondre votre point d’accès avec un corps court, ou vide : TickRelay n’a besoin que du statut.',
    },
  },
  DESTINATION_RATE_LIMITED: {
    title: { en: 'Destination asked to slow down', fr: 'La destination demande de ralentir' },
    meaning: {
      en: 'The destination answered 429 (Discord and Telegram limit how many messages a channel or chat receives). TickRelay waits the time it asked for and retries, up to 5 attempts in all.',
      fr: 'La destination a répondu 429 (Discord et Telegram limitent le nombre de messages reçus par un salon ou une conversation). TickRelay attend le délai demandé puis réessaie, jusqu’à 5 essais en tout.',
    },
    action: {
      en: 'Nothing, if it happens now and then. If it keeps happening, your alerts come too fast for that channel: use an HTTPS destination or fewer alerts.',
      fr: 'Rien, si cela arrive de temps en temps. Si cela se répète, vos alertes arrivent trop vite pour ce salon : utilisez une destination HTTPS ou moins d’alertes.',
    },
  },
  DESTINATION_REMOVED: {
    title: { en: 'Destination removed', fr: 'Destination supprimée' },
    meaning: {
      en: 'The destination was removed while a relay to it was still waiting, so that relay ended without being sent.',
      fr: 'La destination a été supprimée alors qu’un relais vers elle attendait encore : ce relais s’est terminé sans être envoyé.',
    },
    action: {
      en: 'Nothing to do. Add the destination again if you removed it by mistake.',
      fr: 'Rien à faire. Ajoutez à nouveau la destination si vous l’avez supprimée par erreur.',
    },
  },
  DESTINATION_NOT_LINKED: {
    title: { en: 'Telegram chat not linked', fr: 'Conversation Telegram non liée' },
    meaning: {
      en: 'The Telegram destination is still waiting for its chat: nothing is sent to it until the chat sends the one-time start code to our bot.',
      fr: 'La destination Telegram attend encore sa conversation : rien ne lui est envoyé tant que la conversation n’a pas envoyé le code de démarrage à usage unique à notre bot.',
    },
    action: {
      en: 'Open the destination’s link (or send /start and its code to our bot) from the chat that should receive the relays. An expired code can be renewed on the destination.',
      fr: 'Ouvrez le lien de la destination (ou envoyez /start et son code à notre bot) depuis la conversation qui doit recevoir les relais. Un code expiré se renouvelle sur la destination.',
    },
  },
  DESTINATION_PORT_REFUSED: {
    title: { en: 'Port not allowed', fr: 'Port non autorisé' },
    meaning: {
      en: 'HTTPS destinations may only use port 443 (the default of https:// URLs). This destination names another port, so nothing was sent to it.',
      fr: 'Les destinations HTTPS ne peuvent utiliser que le port 443 (celui des URL https:// par défaut). Cette destination en indique un autre : rien ne lui a été envoyé.',
    },
    action: {
      en: 'Serve your endpoint on port 443, then remove this destination and add it again with a URL without a port.',
      fr: 'Servez votre point d’accès sur le port 443, puis supprimez cette destination et ajoutez-la de nouveau avec une URL sans port.',
    },
  },
  RELAY_BACKLOG_MEMBER: {
    title: { en: 'Too many relays waiting', fr: 'Trop de relais en attente' },
    meaning: {
      en: 'Your relays waiting or in progress reached your share of the relay queue, usually because a destination answers slowly or not at all. This relay was not queued, so other members’ relays are not held up.',
      fr: 'Vos relais en attente ou en cours ont atteint votre part de la file des relais, en général parce qu’une destination répond lentement ou pas du tout. Ce relais n’a pas été mis en file, pour ne pas retarder ceux des autres membres.',
    },
    action: {
      en: 'Send a test to each destination and fix or remove the one that times out; relays go through again once the waiting ones have ended.',
      fr: 'Envoyez un test à chaque destination et corrigez ou supprimez celle qui ne répond pas ; les relais repartent dès que ceux en attente se sont terminés.',
    },
  },
};
