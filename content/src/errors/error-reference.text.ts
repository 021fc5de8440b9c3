// The words around the codes on the error reference pages, in English and French.
export const ERROR_TEXT = {
  title: { en: 'Error codes', fr: 'Codes d’erreur' },
  summary: {
    en: 'Every code an alert or the API can carry: what it means and what to do.',
    fr: 'Chaque code qu’une alerte ou l’API peut porter : ce qu’il signifie et que faire.',
  },
  where: { en: 'Where it appears', fr: 'Où il apparaît' },
  whatToDo: { en: 'What to do', fr: 'Que faire' },
  inLog: {
    en: (status: string) =>
      `In the deliveries log of your [Webhook page](/membership/webhook) and the dashboard: an alert with the status \`${status}\` and this code, linked here.`,
    fr: (status: string) =>
      `Dans le journal des livraisons de votre [page Webhook](/membership/webhook) et le tableau de bord : une alerte au statut \`${status}\` avec ce code, qui mène ici.`,
  },
  inRelay: {
    en: (statuses: string) =>
      `In the **Relays** of a delivery in your log (its status \`${statuses}\`), in a destination’s last result on your [Webhook page](/membership/webhook) and in the result of **Send a test**, linked here.`,
    fr: (statuses: string) =>
      `Dans les **Relais** d’une livraison de votre journal (au statut \`${statuses}\`), dans le dernier résultat d’une destination sur votre [page Webhook](/membership/webhook) et dans le résultat d’**Envoyer un test**, avec un lien ici.`,
  },
  inApi: {
    en: (statuses: string, code: string) =>
      `In an answer of the API: HTTP ${statuses}, with \`"error": "${code}"\` and a message in your language. The site shows the message next to what you were doing.`,
    fr: (statuses: string, code: string) =>
      `Dans une réponse de l’API : HTTP ${statuses}, avec \`"error": "${code}"\` et un message dans votre langue. Le site affiche ce message à côté de ce que vous faisiez.`,
  },
  allCodes: {
    en: 'Every code: [Error codes](/docs/errors). Alerts that do not arrive at all: [Troubleshooting](/docs/troubleshooting).',
    fr: 'Tous les codes : [Codes d’erreur](/docs/errors). Alertes qui n’arrivent pas du tout : [Dépannage](/docs/troubleshooting).',
  },
  indexLead: {
    en: 'Every alert that reaches your webhook URL is logged; when it is not executed, its status says what happened and a code says why. A relay to one of your destinations that is not delivered carries a code, and the API answers an error with a stable code too. Each code below has its page: what it means and what to do.',
    fr: 'Chaque alerte qui atteint votre URL de webhook est journalisée ; quand elle n’est pas exécutée, son statut dit ce qui s’est passé et un code dit pourquoi. Un relais vers l’une de vos destinations qui n’est pas remis porte un code, et l’API répond elle aussi à une erreur par un code stable. Chaque code ci-dessous a sa page : ce qu’il signifie et que faire.',
  },
  deliveries: { en: 'Deliveries log', fr: 'Journal des livraisons' },
  deliveriesLead: {
    en: 'Codes of alerts that were not executed, with the status they are logged with.',
    fr: 'Codes des alertes qui n’ont pas été exécutées, avec le statut sous lequel elles sont journalisées.',
  },
  relays: { en: 'Destinations', fr: 'Destinations' },
  relaysLead: {
    en: 'Codes of a relay to one of your [destinations](/docs/destinations) that was not delivered, with the relay’s status.',
    fr: 'Codes d’un relais vers l’une de vos [destinations](/docs/destinations) qui n’a pas été remis, avec le statut du relais.',
  },
  api: { en: 'API answers', fr: 'Réponses de l’API' },
  apiLead: {
    en: 'Codes in the `error` field of the API’s error answers, `{ "statusCode", "error", "message" }`, with their HTTP status.',
    fr: 'Codes du champ `error` des réponses d’erreur de l’API, `{ "statusCode", "error", "message" }`, avec leur statut HTTP.',
  },
  head: {
    code: { en: 'Code', fr: 'Code' },
    status: { en: 'Status', fr: 'Statut' },
    http: { en: 'HTTP', fr: 'HTTP' },
    meaning: { en: 'Meaning', fr: 'Signification' },
  },
} as const;
