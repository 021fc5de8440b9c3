// The broker browser spec's two languages: the page's paths and locales, the Tradovate form's
// labels, and the words it expects, as the SPA's message files (frontend/src/locales) say them.
export const brokerLanguages = [
  {
    name: 'English',
    prefix: '',
    locale: 'en' as const,
    browserLocale: 'en-US',
    currency: 'usd',
    labels: {
      demo: 'Demo',
      username: 'User name',
      password: 'Password',
      appId: 'App name (appId)',
      appVersion: 'App version',
      cid: 'Client id (cid)',
      secret: 'Secret (sec)',
      submit: 'Connect Tradovate',
      tradovate: 'Tradovate',
    },
    authFailed:
      'Tradovate refused these credentials: check the user name, the password, the cid and the secret, then try again. Nothing was saved.',
    connected: 'Connected',
    demo: 'Demo',
    executed: 'Executed',
    onTradovate: 'on Tradovate',
    fill: (orderId: string, price: string) =>
      `Fill · Buy · 1 · market · at ${price} · order ${orderId}`,
    trigger: 'Alert',
    actions: { order_sent: 'Order sent', order_filled: 'Order filled' },
  },
  {
    name: 'French',
    prefix: '/fr',
    locale: 'fr' as const,
    browserLocale: 'fr-FR',
    currency: 'eur',
    labels: {
      demo: 'Démo',
      username: 'Nom d’utilisateur',
      password: 'Mot de passe',
      appId: 'Nom de l’application (appId)',
      appVersion: 'Version de l’application',
      cid: 'Identifiant client (cid)',
      secret: 'Secret (sec)',
      submit: 'Connecter Tradovate',
      tradovate: 'Tradovate',
    },
    authFailed:
      'Tradovate a refusé ces identifiants : vérifiez le nom d’utilisateur, le mot de passe, le cid et le secret, puis réessayez. Rien n’a été enregistré.',
    connected: 'Connecté',
    demo: 'Démo',
    executed: 'Exécutée',
    onTradovate: 'sur Tradovate',
    fill: (orderId: string, price: string) =>
      `Exécution · Achat · 1 · au marché · à ${price} · ordre ${orderId}`,
    trigger: 'Alerte',
    actions: { order_sent: 'Ordre envoyé', order_filled: 'Ordre exécuté' },
  },
];
export type BrokerLanguage = (typeof brokerLanguages)[number];
