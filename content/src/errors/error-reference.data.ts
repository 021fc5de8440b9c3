// The texts of the error-code reference (/docs/errors/<slug>): for every code the API answers
// with (contracts/src/errors/error-codes.ts), every code a delivery can carry
// (contracts/src/webhooks/deliveries.ts) and every code of a relay to a destination
// (contracts/src/destinations/destinations.ts), a title, what it means and what to do, in English
// and French. Keyed by code, so a code added to the contracts without its texts fails the type
// check; a code in two lists (SUBSCRIPTION_REQUIRED, BROKER_UNAVAILABLE) has one page covering
// both. The broker and destination codes' texts are in error-reference.execution.data.ts.
import type { RelayCode, RelayStatus } from '@tickrelay/contracts/destinations/destinations';
import type { ErrorCode } from '@tickrelay/contracts/errors/error-codes';
import type { DeliveryCode, DeliveryStatus } from '@tickrelay/contracts/webhooks/deliveries';

import { EXECUTION_REFERENCE } from './error-reference.execution.data';
import { FORMATS_REFERENCE } from './error-reference.formats.data';
import type { ErrorReferenceEntry, ReferenceCode } from './error-reference.types';

export type { ErrorReferenceEntry, ReferenceCode } from './error-reference.types';

/** The HTTP statuses the API answers a code with. */
export const API_ERROR_STATUSES: Readonly<Record<ErrorCode, readonly number[]>> = {
  BAD_REQUEST: [400],
  INVALID_JSON: [400],
  VALIDATION_FAILED: [400],
  UNAUTHORIZED: [401],
  FORBIDDEN: [403],
  NOT_FOUND: [404],
  METHOD_NOT_ALLOWED: [405],
  CONFLICT: [409],
  PAYLOAD_TOO_LARGE: [413],
  UNSUPPORTED_MEDIA_TYPE: [415],
  TOO_MANY_REQUESTS: [429],
  INTERNAL_ERROR: [500],
  SERVICE_UNAVAILABLE: [503],
  CSRF_REJECTED: [403],
  INVALID_CREDENTIALS: [401],
  EMAIL_NOT_CONFIRMED: [403],
  TOKEN_INVALID: [400],
  TOKEN_EXPIRED: [400, 401],
  SESSION_EXPIRED: [401],
  SESSION_REVOKED: [401],
  ALREADY_SIGNED_IN: [403],
  RECAPTCHA_FAILED: [403],
  RECAPTCHA_UNAVAILABLE: [503],
  SECOND_FACTOR_REQUIRED: [401],
  STEP_UP_REQUIRED: [403],
  SUBSCRIPTION_REQUIRED: [403],
  ALREADY_SUBSCRIBED: [409],
  PAYMENT_PROVIDER_UNAVAILABLE: [503],
  PAYMENT_SIGNATURE_INVALID: [400],
  SOURCE_NOT_ALLOWED: [403],
  WEBHOOK_UNREACHABLE: [502],
  WEBHOOK_ROTATION_LIMITED: [429],
  WEBHOOK_SUBSCRIPTION_LAPSED: [403],
  WEBHOOK_MEMBER_SUSPENDED: [403],
  OPERATOR_REQUIRED: [403],
  OPERATOR_SECOND_FACTOR_REQUIRED: [403],
  OPERATOR_ACTION_NOT_APPLICABLE: [409],
  BROKER_AUTH_FAILED: [422],
  BROKER_APP_NOT_APPROVED: [422],
  BROKER_RATE_LIMITED: [429],
  BROKER_UNAVAILABLE: [503],
  BROKER_ACCOUNT_NOT_FOUND: [422],
  BROKER_NOT_CONNECTED: [409],
  DESTINATION_NOT_FOUND: [404],
  DESTINATION_LIMIT_REACHED: [409],
  DESTINATION_URL_INVALID: [400],
  DESTINATION_PORT_NOT_ALLOWED: [400],
  DESTINATION_CHAT_ID_REFUSED: [400],
  DOWNLOAD_LINK_INVALID: [403],
  DATA_EXPORT_IN_PROGRESS: [409],
  DATA_EXPORT_LINK_INVALID: [403],
};

/** The status of a delivery that carries each code in the log. */
export const DELIVERY_CODE_STATUSES: Readonly<Record<DeliveryCode, DeliveryStatus>> = {
  ALERT_NOT_JSON: 'rejected',
  ALERT_INVALID: 'rejected',
  ALERT_UNFILLED_PLACEHOLDER: 'rejected',
  ALERT_INVALID_TEXT: 'rejected',
  ALERT_UNKNOWN_SYMBOL: 'rejected',
  ALERT_FIELD_MISSPELT: 'rejected',
  ALERT_TRAILING_UNSUPPORTED: 'rejected',
  ALERT_SIZING_UNSUPPORTED: 'rejected',
  ALERT_FIELD_UNSUPPORTED: 'rejected',
  ALERT_DUPLICATE: 'duplicate',
  ALERT_STALE: 'stale',
  SUBSCRIPTION_REQUIRED: 'rejected',
  SOURCE_NOT_ALLOWED: 'rejected',
  WEBHOOK_MEMBER_SUSPENDED: 'rejected',
  EXECUTION_PAUSED: 'paused',
  NO_POSITION: 'rejected',
  PRICE_REQUIRED: 'rejected',
  BROKER_REJECTED: 'rejected',
  BROKER_UNAVAILABLE: 'failed',
  BROKER_AUTH_FAILED: 'failed',
  BROKER_APP_NOT_APPROVED: 'failed',
  BROKER_NOT_CONNECTED: 'failed',
  EXECUTION_FAILED: 'failed',
};

/** The statuses of a relay that carries a relay code (retrying while attempts remain). */
export const RELAY_CODE_STATUSES: Readonly<Record<RelayCode, readonly RelayStatus[]>> = {
  DESTINATION_ADDRESS_REFUSED: ['failed'],
  DESTINATION_REDIRECT_REFUSED: ['failed'],
  DESTINATION_UNREACHABLE: ['retrying', 'failed'],
  DESTINATION_TIMEOUT: ['retrying', 'failed'],
  DESTINATION_HTTP_ERROR: ['retrying', 'failed'],
  DESTINATION_RESPONSE_TOO_LARGE: ['retrying', 'failed'],
  DESTINATION_RATE_LIMITED: ['retrying', 'failed'],
  DESTINATION_REMOVED: ['failed'],
  DESTINATION_NOT_LINKED: ['failed'],
  DESTINATION_PORT_REFUSED: ['failed'],
  RELAY_BACKLOG_MEMBER: ['failed'],
};

export const ERROR_REFERENCE: Readonly<Record<ReferenceCode, ErrorReferenceEntry>> = {
  ...EXECUTION_REFERENCE,
  ...FORMATS_REFERENCE,
  // ─── Deliveries: what became of an alert ───────────────────────────────────────────
  ALERT_NOT_JSON: {
    title: { en: 'The alert is not JSON', fr: 'L’alerte n’est pas du JSON' },
    meaning: {
      en: 'The message TradingView sent is not a JSON object, so TickRelay could not read an order from it. TradingView sends a message that is not valid JSON as plain text: a missing comma or brace, typographic quotes (“ ”), or text around the JSON.',
      fr: 'Le message envoyé par TradingView n’est pas un objet JSON : TickRelay n’a pu y lire aucun ordre. TradingView envoie en texte brut un message qui n’est pas du JSON valide : virgule ou accolade manquante, guillemets typographiques (« » ou “ ”), ou texte autour du JSON.',
    },
    action: {
      en: 'Copy the message again from the [alert builder](/tools/alert-builder) and paste it as the whole content of the alert’s Message field, or compare yours with the raw body shown in the log. Nothing was executed.',
      fr: 'Copiez à nouveau le message depuis le [générateur d’alertes](/tools/alert-builder) et collez-le comme seul contenu du champ Message de l’alerte, ou comparez le vôtre au corps brut affiché dans le journal. Rien n’a été exécuté.',
    },
  },
  ALERT_INVALID: {
    title: {
      en: 'The alert does not match the payload format',
      fr: 'L’alerte ne suit pas le format du message',
    },
    meaning: {
      en: 'The message is JSON, but a field is missing, unknown or out of its range. The log names the field at fault, such as `/quantity` or `/stopLoss`. Messages written for the first version of the format fail here: `symbol` is now `ticker`, `close` is now `exit`, and exits at a fixed price are now distances.',
      fr: 'Le message est bien du JSON, mais un champ manque, est inconnu ou sort de ses limites. Le journal nomme le champ en cause, par exemple `/quantity` ou `/stopLoss`. Les messages écrits pour la première version du format échouent ici : `symbol` est devenu `ticker`, `close` est devenu `exit`, et les sorties à prix fixe sont désormais des distances.',
    },
    action: {
      en: 'Fix the field named in the log using the [payload format](/docs/webhooks/payload-format), or rebuild the message with the [alert builder](/tools/alert-builder), which only writes valid messages. Nothing was executed.',
      fr: 'Corrigez le champ indiqué dans le journal à l’aide du [format du message](/docs/webhooks/payload-format), ou recomposez le message avec le [générateur d’alertes](/tools/alert-builder), qui n’écrit que des messages valides. Rien n’a été exécuté.',
    },
  },
  ALERT_UNFILLED_PLACEHOLDER: {
    title: { en: 'A placeholder was not filled in', fr: 'Une variable n’a pas été remplie' },
    meaning: {
      en: 'The message still contains a `{{…}}` placeholder: TradingView left it as it was. It happens with strategy placeholders such as `{{strategy.order.contracts}}` in an alert on an indicator or a price, and with a misspelt placeholder.',
      fr: 'Le message contient encore une variable `{{…}}` : TradingView l’a laissée telle quelle. Cela arrive avec les variables de stratégie comme `{{strategy.order.contracts}}` dans une alerte sur un indicateur ou un prix, et avec une variable mal orthographiée.',
    },
    action: {
      en: 'Use only the placeholders the kind of alert offers (see [TradingView placeholders](/docs/webhooks/tradingview-placeholders)): strategy placeholders need an alert created on the strategy’s order fills. Nothing was executed.',
      fr: 'N’utilisez que les variables que le type d’alerte propose (voir [Variables TradingView](/docs/webhooks/tradingview-placeholders)) : les variables de stratégie demandent une alerte créée sur les exécutions d’ordres de la stratégie. Rien n’a été exécuté.',
    },
  },
  ALERT_INVALID_TEXT: {
    title: {
      en: 'The alert holds unusable characters',
      fr: 'L’alerte contient des caractères inutilisables',
    },
    meaning: {
      en: 'The message contains characters that cannot be read or stored as text, such as a NUL character or broken Unicode, usually from text pasted out of another program.',
      fr: 'Le message contient des caractères qui ne peuvent être lus ni enregistrés comme du texte, comme un caractère NUL ou de l’Unicode corrompu, en général venus d’un texte collé depuis un autre programme.',
    },
    action: {
      en: 'Type the message again in the alert dialog, or copy it from the [alert builder](/tools/alert-builder). Nothing was executed.',
      fr: 'Saisissez à nouveau le message dans la fenêtre de l’alerte, ou copiez-le depuis le [générateur d’alertes](/tools/alert-builder). Rien n’a été exécuté.',
    },
  },
  ALERT_UNKNOWN_SYMBOL: {
    title: { en: 'Unknown contract', fr: 'Contrat inconnu' },
    meaning: {
      en: 'The `ticker` is not a contract TickRelay trades, or it names a month that is not listed or has expired. TickRelay trades ES, MES, NQ, MNQ, YM, MYM, RTY, M2K, CL, MCL, GC and MGC, as continuous tickers (`MES1!`) or dated ones (`MESZ2026`).',
      fr: 'Le `ticker` n’est pas un contrat que TickRelay négocie, ou il désigne une échéance non cotée ou expirée. TickRelay négocie ES, MES, NQ, MNQ, YM, MYM, RTY, M2K, CL, MCL, GC et MGC, en tickers continus (`MES1!`) ou datés (`MESZ2026`).',
    },
    action: {
      en: 'Create the alert on the chart of a supported contract, preferably its continuous ticker such as `MES1!`, which always trades the front month across rolls. Nothing was executed.',
      fr: 'Créez l’alerte sur le graphique d’un contrat pris en charge, de préférence son ticker continu comme `MES1!`, qui vise toujours l’échéance la plus proche d’un roulement à l’autre. Rien n’a été exécuté.',
    },
  },
  ALERT_DUPLICATE: {
    title: { en: 'Duplicate alert', fr: 'Alerte en double' },
    meaning: {
      en: 'This alert repeats one already received: it has the same `id` as an earlier alert, or, without an `id`, the same message arrived less than 60 seconds before. It is logged as a duplicate and not executed, so one signal never places two orders.',
      fr: 'Cette alerte répète une alerte déjà reçue : elle porte le même `id` qu’une alerte précédente ou, sans `id`, le même message est arrivé moins de 60 secondes avant. Elle est journalisée comme doublon et n’est pas exécutée : un signal ne passe jamais deux ordres.',
    },
    action: {
      en: 'Nothing, when the repeat was an accident: often two identical alerts exist in TradingView, so delete one. When distinct alerts were meant, give each its own `id`, for example `"{{strategy.order.id}} {{time}}"`, which changes with every bar.',
      fr: 'Rien, si la répétition était accidentelle : souvent deux alertes identiques existent dans TradingView, supprimez-en une. Si les alertes devaient être distinctes, donnez à chacune son propre `id`, par exemple `"{{strategy.order.id}} {{time}}"`, qui change à chaque bougie.',
    },
  },
  ALERT_STALE: {
    title: { en: 'Stale alert', fr: 'Alerte périmée' },
    meaning: {
      en: 'The alert’s `time` was older than its `max_lag` (or, without one, the default set on your Webhook page) when it arrived. It is logged as stale and not executed: a late signal could trade at a price that no longer means anything.',
      fr: 'L’heure `time` de l’alerte était plus ancienne que son `max_lag` (ou, à défaut, que la valeur par défaut de votre page Webhook) à son arrivée. Elle est journalisée comme périmée et n’est pas exécutée : un signal en retard pourrait trader à un prix qui n’a plus de sens.',
    },
    action: {
      en: 'Use `"time": "{{timenow}}"`, the moment the alert fired: `{{time}}` is the opening of the bar, minutes or hours earlier on long bars. If TradingView itself was late, raise `max_lag` in the message or the default on your [Webhook page](/membership/webhook).',
      fr: 'Utilisez `"time": "{{timenow}}"`, l’instant du déclenchement : `{{time}}` est l’ouverture de la bougie, des minutes ou des heures plus tôt sur les longues unités de temps. Si TradingView lui-même était en retard, augmentez `max_lag` dans le message ou la valeur par défaut de votre [page Webhook](/membership/webhook).',
    },
  },
  SUBSCRIPTION_REQUIRED: {
    title: { en: 'Active membership required', fr: 'Adhésion active requise' },
    meaning: {
      en: 'This needs an active membership, and yours has not started, has lapsed or has ended. The API answers it with HTTP 403 to a member-only request; an alert that reaches your webhook URL meanwhile is logged as rejected with this code and never executed.',
      fr: 'Cette action demande une adhésion active, et la vôtre n’a pas commencé, est suspendue ou a pris fin. L’API répond ainsi (HTTP 403) à une requête réservée aux membres ; une alerte qui arrive entre-temps sur votre URL de webhook est journalisée comme rejetée avec ce code et n’est jamais exécutée.',
    },
    action: {
      en: 'Start or renew your membership from the [Subscription](/membership/subscription) page. Alerts are executed again from the next one; the rejected ones are not replayed.',
      fr: 'Démarrez ou renouvelez votre adhésion depuis la page [Abonnement](/membership/subscription). Les alertes sont de nouveau exécutées dès la suivante ; celles qui ont été rejetées ne sont pas rejouées.',
    },
  },
  SOURCE_NOT_ALLOWED: {
    title: { en: 'Sender not allowed', fr: 'Expéditeur non autorisé' },
    meaning: {
      en: 'Your webhook only accepts TradingView’s addresses (52.89.214.238, 34.212.75.30, 54.218.53.128 and 52.32.178.7), and this request came from another one. It was answered with HTTP 403, logged as rejected and not executed.',
      fr: 'Votre webhook n’accepte que les adresses de TradingView (52.89.214.238, 34.212.75.30, 54.218.53.128 et 52.32.178.7), et cette requête venait d’une autre. Elle a reçu la réponse HTTP 403, a été journalisée comme rejetée et n’a pas été exécutée.',
    },
    action: {
      en: 'If it was you, testing with curl or Postman, turn the allowlist off on your [Webhook page](/membership/webhook) while you test. If not, someone else knows your URL: rotate it at once (see [Security](/docs/security)).',
      fr: 'Si c’était vous, en test avec curl ou Postman, désactivez la liste d’adresses autorisées sur votre [page Webhook](/membership/webhook) le temps du test. Sinon, quelqu’un d’autre connaît votre URL : renouvelez-la sans attendre (voir [Sécurité](/docs/security)).',
    },
  },
  EXECUTION_PAUSED: {
    title: { en: 'Execution paused', fr: 'Exécution suspendue' },
    meaning: {
      en: 'The kill switch of your webhook was on when the alert arrived, or was turned on while TickRelay waited to try the broker again. The alert is logged as paused and not executed: no order was placed for it.',
      fr: 'L’interrupteur d’arrêt de votre webhook était activé à l’arrivée de l’alerte, ou l’a été pendant que TickRelay attendait pour réessayer le courtier. L’alerte est journalisée comme suspendue et n’est pas exécutée : aucun ordre n’a été passé pour elle.',
    },
    action: {
      en: 'Turn the kill switch off on your [Webhook page](/membership/webhook) or the dashboard to execute the next alerts. Paused alerts are not replayed: check your positions before resuming.',
      fr: 'Désactivez l’interrupteur d’arrêt sur votre [page Webhook](/membership/webhook) ou le tableau de bord pour exécuter les alertes suivantes. Les alertes suspendues ne sont pas rejouées : vérifiez vos positions avant de reprendre.',
    },
  },
  NO_POSITION: {
    title: { en: 'No position to act on', fr: 'Aucune position à traiter' },
    meaning: {
      en: 'The alert needed an open position in the contract and there was none: a `reverse` on a flat contract, an `exit` with neither a position nor working orders, or an order whose `sentiment` only allows closing (`flat`, or a sell that `bullish` caps) when there was nothing to close.',
      fr: 'L’alerte demandait une position ouverte sur le contrat et il n’y en avait pas : un `reverse` sur un contrat sans position, un `exit` sans position ni ordre en attente, ou un ordre dont le `sentiment` ne permet que de clôturer (`flat`, ou une vente limitée par `bullish`) alors qu’il n’y avait rien à clôturer.',
    },
    action: {
      en: 'Usually the account and the strategy are out of step, for example after an entry that was a duplicate, stale or paused. Compare the positions of your paper account with the strategy’s, and flatten or enter again by hand if needed.',
      fr: 'En général le compte et la stratégie sont désynchronisés, par exemple après une entrée en double, périmée ou suspendue. Comparez les positions de votre compte papier avec celles de la stratégie, et soldez ou entrez à nouveau à la main si besoin.',
    },
  },
  PRICE_REQUIRED: {
    title: { en: 'A price is needed', fr: 'Un prix est nécessaire' },
    meaning: {
      en: 'The order needed the alert’s `price` and the alert had none. On every account, a limit or stop order needs its price. The paper account fills a market order at the alert’s `price`, or at the last price it knows of the contract: without either it refuses. At Tradovate, a market entry with `takeProfit` or `stopLoss` needs the `price`, because the brackets are computed from it before the entry is sent.',
      fr: 'L’ordre avait besoin du `price` de l’alerte et l’alerte n’en avait pas. Sur tous les comptes, un ordre à cours limité ou stop a besoin de son prix. Le compte papier exécute un ordre au marché au `price` de l’alerte, ou au dernier prix qu’il connaît du contrat : sans l’un ni l’autre, il refuse. Chez Tradovate, une entrée au marché avec `takeProfit` ou `stopLoss` a besoin du `price`, car les sorties sont calculées à partir de lui avant l’envoi de l’entrée.',
    },
    action: {
      en: 'Add `"price": "{{close}}"` to the message: the alert builder does it by default. Nothing was executed.',
      fr: 'Ajoutez `"price": "{{close}}"` au message : le générateur d’alertes le fait par défaut. Rien n’a été exécuté.',
    },
  },
  BROKER_REJECTED: {
    title: { en: 'Order rejected by the broker', fr: 'Ordre rejeté par le courtier' },
    meaning: {
      en: 'The alert was valid, but the account that received it refused the order. The paper account’s reason is in the log, in the delivery’s broker result: `SENTIMENT_CONFLICT` (the order could only end on the wrong side of its sentiment), `NO_WORKING_ORDERS` (a `cancel` with nothing to cancel), `CONTRACT_EXPIRED` (a dated contract past its last trading day), `POSITION_LIMIT` (more than 10,000 contracts) or `ORDER_LIMIT` (more than 200 working orders). At Tradovate, the code is `ORDER_REFUSED` and Tradovate’s own words are shown with it.',
      fr: 'L’alerte était valide, mais le compte qui l’a reçue a refusé l’ordre. La raison du compte papier figure dans le journal, dans le résultat courtier de la livraison : `SENTIMENT_CONFLICT` (l’ordre ne pouvait finir que du mauvais côté de son sentiment), `NO_WORKING_ORDERS` (un `cancel` sans rien à annuler), `CONTRACT_EXPIRED` (un contrat daté après son dernier jour de négociation), `POSITION_LIMIT` (plus de 10 000 contrats) ou `ORDER_LIMIT` (plus de 200 ordres en attente). Chez Tradovate, le code est `ORDER_REFUSED` et les propres mots de Tradovate sont affichés avec lui.',
    },
    action: {
      en: 'Read the reason in the log and correct the message or the account. Nothing was executed for this alert.',
      fr: 'Lisez la raison dans le journal et corrigez le message ou le compte. Rien n’a été exécuté pour cette alerte.',
    },
  },
  BROKER_UNAVAILABLE: {
    title: { en: 'Broker unavailable', fr: 'Courtier injoignable' },
    meaning: {
      en: 'TickRelay could not reach the account that should execute the alert (no answer, a timeout or a server error at the broker), and retried without success. The alert is logged as failed and was not executed. When you connect or test Tradovate, the API answers this code when Tradovate could not be reached; nothing was changed.',
      fr: 'TickRelay n’a pas pu joindre le compte qui devait exécuter l’alerte (pas de réponse, délai dépassé ou erreur serveur chez le courtier), et a réessayé sans succès. L’alerte est journalisée en échec et n’a pas été exécutée. Quand vous connectez ou testez Tradovate, l’API répond par ce code si Tradovate n’a pas pu être joint ; rien n’a été modifié.',
    },
    action: {
      en: 'Check your positions: if the order is still wanted, place it by hand or send the alert again. For a connection, try again in a few minutes. If it keeps happening, [contact us](/contact) with the time of the alert.',
      fr: 'Vérifiez vos positions : si l’ordre est toujours souhaité, passez-le à la main ou renvoyez l’alerte. Pour une connexion, réessayez dans quelques minutes. Si cela se répète, [contactez-nous](/contact) en indiquant l’heure de l’alerte.',
    },
  },
  EXECUTION_FAILED: {
    title: { en: 'Execution failed', fr: 'Échec de l’exécution' },
    meaning: {
      en: 'An error on TickRelay’s side stopped the alert, after retries. It is logged as failed and was not executed.',
      fr: 'Une erreur du côté de TickRelay a arrêté l’alerte, après plusieurs tentatives. Elle est journalisée en échec et n’a pas été exécutée.',
    },
    action: {
      en: 'Check your positions and send the alert again if the order is still wanted. [Contact us](/contact) with the time of the alert, without your webhook URL.',
      fr: 'Vérifiez vos positions et renvoyez l’alerte si l’ordre est toujours souhaité. [Contactez-nous](/contact) en indiquant l’heure de l’alerte, sans votre URL de webhook.',
    },
  },

  // ─── API answers ────────────────────────────────────────────────────────────────────
  BAD_REQUEST: {
    title: { en: 'Bad request', fr: 'Requête incorrecte' },
    meaning: {
      en: 'The request could not be understood: its body or its form is broken, for example a body cut short.',
      fr: 'La requête n’a pas pu être comprise : son corps ou sa forme est incorrect, par exemple un corps tronqué.',
    },
    action: {
      en: 'On the site, reload the page and try again. From your own tool, check the request against the endpoint it calls.',
      fr: 'Sur le site, rechargez la page et réessayez. Depuis votre propre outil, vérifiez la requête par rapport au point d’accès appelé.',
    },
  },
  INVALID_JSON: {
    title: { en: 'Invalid JSON', fr: 'JSON invalide' },
    meaning: {
      en: 'A request declared as JSON has a body that is not valid JSON. (An alert that is not JSON is not refused this way: it is logged with `ALERT_NOT_JSON`.)',
      fr: 'Une requête déclarée en JSON a un corps qui n’est pas du JSON valide. (Une alerte qui n’est pas du JSON n’est pas refusée ainsi : elle est journalisée avec `ALERT_NOT_JSON`.)',
    },
    action: {
      en: 'Fix the JSON syntax of the body: quotes, commas and braces.',
      fr: 'Corrigez la syntaxe JSON du corps : guillemets, virgules et accolades.',
    },
  },
  VALIDATION_FAILED: {
    title: { en: 'Invalid fields', fr: 'Champs invalides' },
    meaning: {
      en: 'Some fields of the request are missing or invalid. The answer’s `details` names each field with what is wrong with it, such as `required` or `too_long`; unknown fields are refused too.',
      fr: 'Des champs de la requête manquent ou sont invalides. Les `details` de la réponse nomment chaque champ avec ce qui ne va pas, comme `required` ou `too_long` ; les champs inconnus sont refusés eux aussi.',
    },
    action: {
      en: 'Correct the fields shown next to the form, or those named in `details`, and send again.',
      fr: 'Corrigez les champs signalés à côté du formulaire, ou ceux nommés dans `details`, puis renvoyez.',
    },
  },
  UNAUTHORIZED: {
    title: { en: 'Sign-in required', fr: 'Connexion requise' },
    meaning: {
      en: 'This needs you to be signed in, and the request came without a valid session.',
      fr: 'Cette action demande d’être connecté, et la requête est arrivée sans session valide.',
    },
    action: {
      en: '[Sign in](/signin) and try again.',
      fr: '[Connectez-vous](/signin) et réessayez.',
    },
  },
  FORBIDDEN: {
    title: { en: 'Not allowed', fr: 'Non autorisé' },
    meaning: {
      en: 'You are signed in, but this account is not allowed to do this.',
      fr: 'Vous êtes connecté, mais ce compte n’est pas autorisé à faire cela.',
    },
    action: {
      en: 'Check that you are signed in with the right account. If you think you should have access, [contact us](/contact).',
      fr: 'Vérifiez que vous êtes connecté avec le bon compte. Si vous pensez devoir y avoir accès, [contactez-nous](/contact).',
    },
  },
  NOT_FOUND: {
    title: { en: 'Not found', fr: 'Introuvable' },
    meaning: {
      en: 'Nothing exists at this address, or it is not yours to see. A webhook URL whose token is unknown, revoked or past its rotation grace answers this too, and such a request is not logged.',
      fr: 'Rien n’existe à cette adresse, ou elle ne vous est pas accessible. Une URL de webhook dont le jeton est inconnu, révoqué ou au-delà de son délai de renouvellement répond aussi ainsi, et une telle requête n’est pas journalisée.',
    },
    action: {
      en: 'Check the address. For alerts, copy the current URL from your [Webhook page](/membership/webhook) into every alert that uses the old one.',
      fr: 'Vérifiez l’adresse. Pour les alertes, copiez l’URL actuelle depuis votre [page Webhook](/membership/webhook) dans chaque alerte qui utilise l’ancienne.',
    },
  },
  METHOD_NOT_ALLOWED: {
    title: { en: 'Method not allowed', fr: 'Méthode non autorisée' },
    meaning: {
      en: 'The address exists but not with this HTTP method, for example a `GET` on a webhook URL, which only takes `POST`.',
      fr: 'L’adresse existe, mais pas avec cette méthode HTTP, par exemple un `GET` sur une URL de webhook, qui n’accepte que `POST`.',
    },
    action: {
      en: 'Use the method the endpoint expects: TradingView always sends `POST`, and so should your tests.',
      fr: 'Utilisez la méthode attendue par le point d’accès : TradingView envoie toujours `POST`, vos tests aussi doivent le faire.',
    },
  },
  CONFLICT: {
    title: { en: 'Conflict', fr: 'Conflit' },
    meaning: {
      en: 'The request conflicts with the current state, usually because it changed in another tab or device in the meantime.',
      fr: 'La requête entre en conflit avec l’état actuel, en général parce qu’il a changé entre-temps dans un autre onglet ou sur un autre appareil.',
    },
    action: {
      en: 'Reload the page to see the current state, then try again.',
      fr: 'Rechargez la page pour voir l’état actuel, puis réessayez.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    title: { en: 'Request too large', fr: 'Requête trop volumineuse' },
    meaning: {
      en: 'The body of the request is larger than allowed. An alert may be at most 16 KB; a larger one is refused before it is read, and not logged.',
      fr: 'Le corps de la requête dépasse la taille permise. Une alerte peut peser au plus 16 Ko ; au-delà, elle est refusée avant d’être lue, et n’est pas journalisée.',
    },
    action: {
      en: 'Shorten the message: alert messages are a few hundred bytes; long comments are the usual cause.',
      fr: 'Raccourcissez le message : un message d’alerte fait quelques centaines d’octets ; les longs commentaires en sont la cause habituelle.',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    title: { en: 'Content type not supported', fr: 'Type de contenu non pris en charge' },
    meaning: {
      en: 'The request’s `Content-Type` is not one this address accepts. Webhook URLs accept `application/json` and `text/plain`, which is what TradingView sends; the rest of the API takes JSON.',
      fr: 'Le `Content-Type` de la requête n’est pas accepté à cette adresse. Les URL de webhook acceptent `application/json` et `text/plain`, ce qu’envoie TradingView ; le reste de l’API prend du JSON.',
    },
    action: {
      en: 'Send the body as `application/json`, for example with `-H "Content-Type: application/json"` in curl.',
      fr: 'Envoyez le corps en `application/json`, par exemple avec `-H "Content-Type: application/json"` dans curl.',
    },
  },
  TOO_MANY_REQUESTS: {
    title: { en: 'Too many requests', fr: 'Trop de requêtes' },
    meaning: {
      en: 'Too many requests arrived in a short time. Each webhook URL has its own limit per minute, shown on your Webhook page; alerts above it are refused and not executed.',
      fr: 'Trop de requêtes sont arrivées en peu de temps. Chaque URL de webhook a sa propre limite par minute, indiquée sur votre page Webhook ; les alertes au-delà sont refusées et ne sont pas exécutées.',
    },
    action: {
      en: 'Wait a moment and try again. For alerts, fire fewer of them: once per bar close rather than on every tick, and one strategy alert rather than several.',
      fr: 'Patientez un instant et réessayez. Pour les alertes, déclenchez-en moins : une fois par clôture de bougie plutôt qu’à chaque tick, et une alerte de stratégie plutôt que plusieurs.',
    },
  },
  INTERNAL_ERROR: {
    title: { en: 'Internal error', fr: 'Erreur interne' },
    meaning: {
      en: 'Something went wrong on TickRelay’s side; the error was recorded.',
      fr: 'Un problème est survenu du côté de TickRelay ; l’erreur a été enregistrée.',
    },
    action: {
      en: 'Try again later. If it persists, [contact us](/contact) with the time it happened.',
      fr: 'Réessayez plus tard. Si le problème persiste, [contactez-nous](/contact) en indiquant l’heure à laquelle il s’est produit.',
    },
  },
  SERVICE_UNAVAILABLE: {
    title: { en: 'Service unavailable', fr: 'Service indisponible' },
    meaning: {
      en: 'A part of TickRelay is unavailable for a moment. A webhook URL answers this when the alert could not be queued: it was not received, and TradingView does not send it again.',
      fr: 'Une partie de TickRelay est momentanément indisponible. Une URL de webhook répond ainsi quand l’alerte n’a pas pu être mise en file d’attente : elle n’a pas été reçue, et TradingView ne la renvoie pas.',
    },
    action: {
      en: 'Try again shortly. After an alert refused this way, check your positions against your strategy.',
      fr: 'Réessayez dans un instant. Après une alerte refusée ainsi, comparez vos positions à celles de votre stratégie.',
    },
  },
  CSRF_REJECTED: {
    title: { en: 'Request from outside the site', fr: 'Requête venue d’ailleurs' },
    meaning: {
      en: 'A request that changes something did not come from a TickRelay page, so it was refused to protect your account.',
      fr: 'Une requête qui modifie quelque chose ne venait pas d’une page TickRelay : elle a été refusée pour protéger votre compte.',
    },
    action: {
      en: 'Reload the page and try again. If it keeps happening, allow cookies for this site.',
      fr: 'Rechargez la page et réessayez. Si cela se répète, autorisez les cookies pour ce site.',
    },
  },
  INVALID_CREDENTIALS: {
    title: { en: 'Wrong email or password', fr: 'E-mail ou mot de passe incorrect' },
    meaning: {
      en: 'The email address or the password is incorrect.',
      fr: 'L’adresse e-mail ou le mot de passe est incorrect.',
    },
    action: {
      en: 'Check both and try again, or [reset your password](/passwordreset).',
      fr: 'Vérifiez les deux et réessayez, ou [réinitialisez votre mot de passe](/passwordreset).',
    },
  },
  EMAIL_NOT_CONFIRMED: {
    title: { en: 'Email address not confirmed', fr: 'Adresse e-mail non confirmée' },
    meaning: {
      en: 'Your account exists, but its email address has not been confirmed yet.',
      fr: 'Votre compte existe, mais son adresse e-mail n’a pas encore été confirmée.',
    },
    action: {
      en: 'Follow the link in the confirmation email we sent you; the sign-in page can send it again.',
      fr: 'Suivez le lien de l’e-mail de confirmation que nous vous avons envoyé ; la page de connexion peut le renvoyer.',
    },
  },
  TOKEN_INVALID: {
    title: { en: 'Invalid link', fr: 'Lien invalide' },
    meaning: {
      en: 'The link you followed is invalid or has already been used.',
      fr: 'Le lien que vous avez suivi est invalide ou a déjà servi.',
    },
    action: {
      en: 'Ask for a new link, for example from [password reset](/passwordreset), and use the latest email.',
      fr: 'Demandez un nouveau lien, par exemple depuis la [réinitialisation du mot de passe](/passwordreset), et utilisez le dernier e-mail reçu.',
    },
  },
  TOKEN_EXPIRED: {
    title: { en: 'Link or session expired', fr: 'Lien ou session expiré' },
    meaning: {
      en: 'An emailed link has expired (HTTP 400), or the short-lived token of your session has (HTTP 401), which the site renews on its own.',
      fr: 'Un lien reçu par e-mail a expiré (HTTP 400), ou le jeton de courte durée de votre session a expiré (HTTP 401), ce que le site renouvelle de lui-même.',
    },
    action: {
      en: 'For a link, ask for a new one. If the site shows this, reload the page or [sign in](/signin) again.',
      fr: 'Pour un lien, demandez-en un nouveau. Si le site l’affiche, rechargez la page ou [reconnectez-vous](/signin).',
    },
  },
  SESSION_EXPIRED: {
    title: { en: 'Session expired', fr: 'Session expirée' },
    meaning: {
      en: 'Your session has expired after a period without activity.',
      fr: 'Votre session a expiré après une période d’inactivité.',
    },
    action: {
      en: '[Sign in](/signin) again.',
      fr: '[Reconnectez-vous](/signin).',
    },
  },
  SESSION_REVOKED: {
    title: { en: 'Session ended', fr: 'Session terminée' },
    meaning: {
      en: 'Your session was ended: you signed out on another device, changed your password or ended your sessions from your profile.',
      fr: 'Votre session a été terminée : vous vous êtes déconnecté sur un autre appareil, avez changé votre mot de passe ou fermé vos sessions depuis votre profil.',
    },
    action: {
      en: '[Sign in](/signin) again. If you did none of this, change your password.',
      fr: '[Reconnectez-vous](/signin). Si vous n’avez rien fait de tout cela, changez votre mot de passe.',
    },
  },
  ALREADY_SIGNED_IN: {
    title: { en: 'Already signed in', fr: 'Déjà connecté' },
    meaning: {
      en: 'This is for visitors, such as signing up or signing in, and you are already signed in.',
      fr: 'Cette action est réservée aux visiteurs, comme l’inscription ou la connexion, et vous êtes déjà connecté.',
    },
    action: {
      en: 'Go on to your [dashboard](/membership/dashboard), or sign out first to use another account.',
      fr: 'Continuez vers votre [tableau de bord](/membership/dashboard), ou déconnectez-vous d’abord pour utiliser un autre compte.',
    },
  },
  SECOND_FACTOR_REQUIRED: {
    title: { en: 'Second factor required', fr: 'Second facteur requis' },
    meaning: {
      en: 'Your password was right, and your account also asks for a code from your authenticator app (or a recovery code) before this browser is signed in.',
      fr: 'Votre mot de passe est correct, et votre compte demande aussi un code de votre application d’authentification (ou un code de secours) avant de connecter ce navigateur.',
    },
    action: {
      en: 'Type the six-digit code your app shows on the [sign-in page](/signin), or one of the recovery codes you saved. Past ten minutes, sign in again.',
      fr: 'Saisissez le code à six chiffres affiché par votre application sur la [page de connexion](/signin), ou l’un des codes de secours que vous avez gardés. Après dix minutes, reconnectez-vous.',
    },
  },
  STEP_UP_REQUIRED: {
    title: { en: 'Confirm it is you', fr: 'Confirmez que c’est vous' },
    meaning: {
      en: 'This change can move money or lock you out (a broker, where orders go, your webhook URL, your password, your second factor, deleting the account), so it needs a proof from the last 10 minutes: your password or a code from your second factor.',
      fr: 'Cette modification peut engager de l’argent ou vous priver d’accès (un courtier, la destination des ordres, votre URL de webhook, votre mot de passe, votre second facteur, la suppression du compte) : elle demande une preuve de moins de 10 minutes, votre mot de passe ou un code de votre second facteur.',
    },
    action: {
      en: 'Enter your password or a code in the prompt that opens, then try again. The site retries the change for you once you have confirmed.',
      fr: 'Saisissez votre mot de passe ou un code dans la fenêtre qui s’ouvre, puis réessayez. Le site relance la modification pour vous une fois la confirmation faite.',
    },
  },
  RECAPTCHA_FAILED: {
    title: { en: 'Human check failed', fr: 'Vérification humaine échouée' },
    meaning: {
      en: 'The reCAPTCHA check could not confirm that a person sent the form.',
      fr: 'La vérification reCAPTCHA n’a pas pu confirmer qu’une personne a envoyé le formulaire.',
    },
    action: {
      en: 'Try again. A blocker or a VPN can make the check fail: allow reCAPTCHA for this site.',
      fr: 'Réessayez. Un bloqueur ou un VPN peut faire échouer la vérification : autorisez reCAPTCHA pour ce site.',
    },
  },
  RECAPTCHA_UNAVAILABLE: {
    title: { en: 'Human check unavailable', fr: 'Vérification humaine indisponible' },
    meaning: {
      en: 'The reCAPTCHA service could not be reached to check the form.',
      fr: 'Le service reCAPTCHA n’a pas pu être joint pour vérifier le formulaire.',
    },
    action: {
      en: 'Try again in a few minutes.',
      fr: 'Réessayez dans quelques minutes.',
    },
  },
  ALREADY_SUBSCRIBED: {
    title: { en: 'Already subscribed', fr: 'Déjà abonné' },
    meaning: {
      en: 'You already have an active subscription, so a new one cannot start.',
      fr: 'Vous avez déjà un abonnement actif : un nouvel abonnement ne peut pas démarrer.',
    },
    action: {
      en: 'Change your plan from the [Subscription](/membership/subscription) page instead.',
      fr: 'Changez plutôt de formule depuis la page [Abonnement](/membership/subscription).',
    },
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    title: { en: 'Payments unavailable', fr: 'Paiements indisponibles' },
    meaning: {
      en: 'The payment provider could not be reached for a moment.',
      fr: 'Le prestataire de paiement n’a pas pu être joint pour l’instant.',
    },
    action: {
      en: 'Try again in a few minutes. If you were charged and your membership does not show it, [contact us](/contact).',
      fr: 'Réessayez dans quelques minutes. Si vous avez été débité et que votre adhésion ne l’indique pas, [contactez-nous](/contact).',
    },
  },
  PAYMENT_SIGNATURE_INVALID: {
    title: { en: 'Invalid payment notification', fr: 'Notification de paiement invalide' },
    meaning: {
      en: 'A payment notification sent to TickRelay had a signature that is wrong or too old, so it was ignored. Members never see this: it concerns the payment provider’s messages to TickRelay.',
      fr: 'Une notification de paiement envoyée à TickRelay avait une signature fausse ou trop ancienne : elle a été ignorée. Les membres ne la voient jamais : elle concerne les messages du prestataire de paiement vers TickRelay.',
    },
    action: {
      en: 'Nothing on your side. If a payment does not show on your membership, [contact us](/contact).',
      fr: 'Rien de votre côté. Si un paiement n’apparaît pas sur votre adhésion, [contactez-nous](/contact).',
    },
  },
  WEBHOOK_UNREACHABLE: {
    title: {
      en: 'Test alert could not reach your URL',
      fr: 'L’alerte de test n’a pas atteint votre URL',
    },
    meaning: {
      en: '“Send a test alert” sends a sample alert through your real public webhook URL, as TradingView would, and that request did not get through.',
      fr: '« Envoyer une alerte de test » envoie un exemple d’alerte par votre véritable URL publique de webhook, comme le ferait TradingView, et cette requête n’a pas abouti.',
    },
    action: {
      en: 'Try again in a moment. If it keeps failing, your alerts may not arrive either: [contact us](/contact).',
      fr: 'Réessayez dans un instant. Si l’échec se répète, vos alertes risquent de ne pas arriver non plus : [contactez-nous](/contact).',
    },
  },
  WEBHOOK_ROTATION_LIMITED: {
    title: { en: 'Too many new webhook URLs', fr: 'Trop de nouvelles URL de webhook' },
    meaning: {
      en: 'A member may rotate or revoke their webhook URL 5 times an hour and 20 times a day. This request went past one of these limits, so your URL did not change.',
      fr: 'Un membre peut renouveler ou révoquer son URL de webhook 5 fois par heure et 20 fois par jour. Cette demande a dépassé l’une de ces limites : votre URL n’a pas changé.',
    },
    action: {
      en: 'Wait for the time the page shows (the `Retry-After` header, in seconds), then try again. If someone else has your URL, [contact us](/contact) rather than waiting.',
      fr: 'Attendez le délai indiqué par la page (l’en-tête `Retry-After`, en secondes), puis réessayez. Si quelqu’un d’autre a votre URL, [contactez-nous](/contact) plutôt que d’attendre.',
    },
  },
  WEBHOOK_SUBSCRIPTION_LAPSED: {
    title: { en: 'Membership lapsed', fr: 'Adhésion échue' },
    meaning: {
      en: 'Your membership ended more than 7 days ago and was not renewed. Your webhook URL no longer accepts alerts: they are refused with this code, not executed and not logged.',
      fr: 'Votre adhésion a pris fin il y a plus de 7 jours sans être renouvelée. Votre URL de webhook n’accepte plus d’alertes : elles sont refusées avec ce code, ni exécutées ni consignées.',
    },
    action: {
      en: 'Renew from the [Subscription](/membership/subscription) page: the same URL works again at once. You can still rotate or revoke it from the [Webhook](/membership/webhook) page meanwhile.',
      fr: 'Renouvelez depuis la page [Abonnement](/membership/subscription) : la même URL fonctionne de nouveau aussitôt. Vous pouvez toujours la renouveler ou la révoquer depuis la page [Webhook](/membership/webhook) en attendant.',
    },
  },
  WEBHOOK_MEMBER_SUSPENDED: {
    title: { en: 'Account suspended', fr: 'Compte suspendu' },
    meaning: {
      en: 'Our team suspended your account. Your webhook URL answers every alert with this code: each one is still logged (rejected) so you see what arrived, and none is executed or relayed. Nothing already in your log is removed.',
      fr: 'Notre équipe a suspendu votre compte. Votre URL de webhook répond à chaque alerte avec ce code : chacune est tout de même consignée (rejetée) pour que vous voyiez ce qui est arrivé, et aucune n’est exécutée ni relayée. Rien de ce que contient déjà votre journal n’est supprimé.',
    },
    action: {
      en: '[Contact us](/contact) to learn why and to have the suspension lifted: your URL works again the moment it is.',
      fr: '[Contactez-nous](/fr/contact) pour en connaître la raison et faire lever la suspension : votre URL fonctionne de nouveau dès qu’elle l’est.',
    },
  },
  OPERATOR_REQUIRED: {
    title: { en: 'Operators only', fr: 'Réservé aux opérateurs' },
    meaning: {
      en: 'This part of the site is for the people who run TickRelay. Your account does not have the operator role.',
      fr: 'Cette partie du site est réservée aux personnes qui exploitent TickRelay. Votre compte n’a pas le rôle d’opérateur.',
    },
    action: {
      en: 'Nothing to do as a member. An operator is granted the role from the command line by whoever runs the servers.',
      fr: 'Rien à faire en tant que membre. Le rôle d’opérateur est accordé en ligne de commande par la personne qui gère les serveurs.',
    },
  },
  OPERATOR_SECOND_FACTOR_REQUIRED: {
    title: {
      en: 'Operators need a second factor',
      fr: 'Second facteur requis pour les opérateurs',
    },
    meaning: {
      en: 'Your account has the operator role, but no second factor turned on. The operator console acts on every member’s account, so it is open only to operators who sign in with an authenticator app.',
      fr: 'Votre compte a le rôle d’opérateur, mais aucun second facteur activé. La console des opérateurs agit sur le compte de chaque membre : elle n’est ouverte qu’aux opérateurs qui se connectent avec une application d’authentification.',
    },
    action: {
      en: 'Turn on an authenticator app in [your security settings](/membership/security), then open the console again.',
      fr: 'Activez une application d’authentification dans [vos réglages de sécurité](/fr/membership/security), puis rouvrez la console.',
    },
  },
  OPERATOR_ACTION_NOT_APPLICABLE: {
    title: { en: 'Action not possible now', fr: 'Action impossible pour le moment' },
    meaning: {
      en: 'The member is not in a state this action applies to: for example, extending a trial or period of a member without a live subscription, or resending the confirmation of an address already confirmed.',
      fr: 'Le membre n’est pas dans un état auquel cette action s’applique : par exemple, prolonger l’essai ou la période d’un membre sans abonnement en cours, ou renvoyer la confirmation d’une adresse déjà confirmée.',
    },
    action: {
      en: 'Reload the member to see their current state, then pick the action that fits.',
      fr: 'Rechargez la fiche du membre pour voir son état actuel, puis choisissez l’action qui convient.',
    },
  },
  DOWNLOAD_LINK_INVALID: {
    title: { en: 'Download link not valid', fr: 'Lien de téléchargement non valide' },
    meaning: {
      en: 'A member-only file is served through a signed link that works for 5 minutes and for that one file. This link has expired, or its signature does not match the file it asks for.',
      fr: 'Un fichier réservé aux membres passe par un lien signé qui fonctionne 5 minutes et pour ce seul fichier. Ce lien a expiré, ou sa signature ne correspond pas au fichier demandé.',
    },
    action: {
      en: 'Go back to the [downloads page](/download), signed in, and press the file’s download button again for a fresh link.',
      fr: 'Revenez à la [page des téléchargements](/download), connecté, et appuyez à nouveau sur le bouton de téléchargement du fichier pour obtenir un nouveau lien.',
    },
  },
  DATA_EXPORT_IN_PROGRESS: {
    title: {
      en: 'Your data is already being prepared',
      fr: 'Vos données sont déjà en préparation',
    },
    meaning: {
      en: 'A copy of your data is built one at a time: the one you asked for earlier is still being prepared.',
      fr: 'Une copie de vos données se prépare une à la fois : celle que vous avez demandée plus tôt est encore en préparation.',
    },
    action: {
      en: 'Wait for the mail saying it is ready (usually within minutes), then download it from your [profile](/membership/profile).',
      fr: 'Attendez le mail qui annonce qu’elle est prête (en général en quelques minutes), puis téléchargez-la depuis votre [profil](/membership/profile).',
    },
  },
  DATA_EXPORT_LINK_INVALID: {
    title: {
      en: 'Data download link not valid',
      fr: 'Lien de téléchargement des données non valide',
    },
    meaning: {
      en: 'A copy of your data is served through a signed link that works for 5 minutes, for that one copy and for the account that asked for it. This link has expired, was made for another account, or its signature does not match.',
      fr: 'Une copie de vos données passe par un lien signé qui fonctionne 5 minutes, pour cette seule copie et pour le compte qui l’a demandée. Ce lien a expiré, a été fait pour un autre compte, ou sa signature ne correspond pas.',
    },
    action: {
      en: 'Go to your [profile](/membership/profile), signed in, and press “Download” in the “Your data” card again for a fresh link.',
      fr: 'Allez sur votre [profil](/membership/profile), connecté, et appuyez à nouveau sur « Télécharger » dans la carte « Vos données » pour obtenir un nouveau lien.',
    },
  },
};
