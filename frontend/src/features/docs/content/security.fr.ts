import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Un webhook est une porte ouverte par conception : TradingView doit pouvoir l’appeler sans se connecter. La sécurité de votre automatisation repose donc sur quelques habitudes simples, et sur des limites qui tiennent même en cas de fuite.',
  },
  { type: 'heading', level: 2, text: 'Votre URL est un mot de passe' },
  {
    type: 'list',
    items: [
      'Le jeton secret de votre URL est la seule chose qui vous identifie. Ne le placez jamais dans un script publié, une mise en page de graphique partagée, une capture d’écran ou un message à l’assistance.',
      'Renouvelez-le depuis la page [Webhook](/membership/webhook) au moindre doute, et révoquez l’ancienne URL sur-le-champ si elle peut être entre d’autres mains (sinon elle fonctionne encore 24 heures, le temps de mettre à jour vos alertes).',
      'L’assistance TickRelay ne vous demandera jamais votre URL de webhook ni votre mot de passe de courtage.',
    ],
  },
  { type: 'heading', level: 2, text: 'Protégez les comptes qui l’entourent' },
  {
    type: 'list',
    items: [
      'Activez l’authentification à deux facteurs sur TradingView (elle est de toute façon exigée pour les webhooks) et sur votre compte de courtage.',
      'Utilisez un mot de passe unique pour TickRelay. Vos sessions sont listées sur votre [profil](/membership/profile), où vous pouvez fermer celles que vous ne reconnaissez pas.',
      'Protégez votre messagerie : c’est par elle que se réinitialisent les mots de passe.',
    ],
  },
  { type: 'heading', level: 2, text: 'Limitez les dégâts d’une mauvaise alerte' },
  {
    type: 'paragraph',
    text: 'Une URL divulguée, une faute de frappe dans un message ou une stratégie qui s’emballe se ressemblent pour un courtier : ce sont des ordres valides. Placez des limites là où elles ne peuvent pas être contournées :',
  },
  {
    type: 'list',
    items: [
      'Fixez une **taille de position maximale** et une **perte journalière maximale** chez votre courtier. Elles s’appliquent à tous les ordres, quelle qu’en soit l’origine.',
      'Tradez le plus petit contrat compatible avec votre plan (les micro-contrats pendant les tests).',
      'Surveillez le journal de la page Webhook pendant les premières séances de toute nouvelle alerte.',
    ],
  },
  { type: 'heading', level: 2, text: 'Ce que fait TickRelay' },
  {
    type: 'list',
    items: [
      'Les jetons sont de longues valeurs aléatoires, stockées sous forme hachée et comparées en temps constant.',
      'Chaque message est validé strictement ; les champs inconnus et les valeurs hors limites sont rejetés avant d’atteindre votre courtier.',
      'Les appels au webhook sont limités en débit par jeton : un afflux d’alertes ne peut pas devenir un afflux d’ordres.',
      'L’accès au courtier est stocké chiffré et utilisé uniquement pour les ordres demandés par vos alertes. Tout le trafic passe en HTTPS.',
    ],
  },
  { type: 'heading', level: 2, text: 'Adresses de TradingView' },
  {
    type: 'paragraph',
    text: 'TradingView envoie les webhooks depuis une courte liste d’adresses IP, publiée dans son centre d’aide. Activez la liste d’adresses autorisées de votre page Webhook et TickRelay n’accepte qu’elles ; si vous relayez des alertes par votre propre serveur, n’acceptez qu’elles là aussi :',
  },
  {
    type: 'code',
    language: 'text',
    code: '52.89.214.238\n34.212.75.30\n54.218.53.128\n52.32.178.7',
    caption:
      'La liste au moment de la rédaction ; le centre d’aide de TradingView donne la liste à jour.',
  },
];

export default body;
