import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TickRelay ne détient pas vos fonds et n’est pas un courtier. Il exécute vos alertes là où vous le choisissez, sous **Exécution** sur votre [page Webhook](/membership/webhook) : sur votre **compte papier** (par défaut, un compte simulé dont dispose chaque membre), sur votre compte **Tradovate**, démo ou réel, ou **nulle part**, quand vous voulez seulement relayer les alertes vers vos [destinations](/docs/destinations).',
  },
  { type: 'heading', level: 2, text: 'Fonctionnement de la connexion', id: 'connection' },
  {
    type: 'list',
    items: [
      'Vous connectez Tradovate une fois, depuis la page Webhook, avec votre utilisateur Tradovate et une clé d’API créée pour TickRelay. TickRelay les vérifie auprès de Tradovate avant de les enregistrer ; voir [Tradovate](/docs/brokers/tradovate).',
      'Le mot de passe et la clé sont stockés chiffrés, jamais réaffichés, et ne servent qu’à se connecter à Tradovate pour les ordres demandés par vos alertes, les vérifications que vous lancez et les liquidations que vous demandez.',
      'Vous pouvez supprimer la connexion à tout moment depuis la page Webhook (et révoquer la clé d’API chez Tradovate). Les alertes qui allaient vers Tradovate vont alors de nouveau vers votre compte papier.',
    ],
  },
  { type: 'heading', level: 2, text: 'Comptes', id: 'accounts' },
  {
    type: 'paragraph',
    text: 'Un même identifiant de courtage regroupe souvent plusieurs comptes. Après la connexion, choisissez sur la page Webhook celui qui reçoit les ordres ; chaque alerte qui y est exécutée va vers ce compte.',
  },
  {
    type: 'callout',
    tone: 'success',
    title: 'D’abord le papier, puis la démo, le réel en dernier',
    text: 'Faites tourner vos alertes sur le compte papier, puis sur une connexion Tradovate démo, et ne connectez un compte réel que lorsque le journal correspond à ce que vous attendez. Les messages d’alerte ne changent pas.',
  },
  { type: 'heading', level: 2, text: 'Symboles et échéances', id: 'symbols' },
  {
    type: 'paragraph',
    text: 'Les alertes utilisent la notation de TradingView. Un symbole continu comme `MES1!` désigne le contrat le plus proche selon le calendrier de roulement de TickRelay, le même pour le compte papier et Tradovate : vos alertes continuent de fonctionner d’un roulement à l’autre ; `MES2!` est le contrat suivant. Un symbole daté comme `MESZ2026` désigne toujours cette échéance : mettez-le à jour avant l’expiration du contrat. Le journal montre le contrat précis de chaque alerte.',
  },
  {
    type: 'table',
    head: ['Contrats', 'Le contrat le plus proche change'],
    rows: [
      [
        'ES, MES, NQ, MNQ, YM, MYM, RTY, M2K (mars, juin, septembre, décembre)',
        'Le jeudi huit jours avant l’expiration (le troisième vendredi du mois), date de roulement du CME.',
      ],
      ['CL, MCL (chaque mois)', 'Cinq jours ouvrés avant le dernier jour de négociation de CL.'],
      [
        'GC, MGC (février, avril, juin, août, octobre, décembre)',
        'Deux jours ouvrés avant le premier jour de notification.',
      ],
    ],
    caption:
      'Un roulement prend effet à l’ouverture de la séance de ce jour-là, à 17 h, heure de Chicago, la veille au soir.',
  },
  { type: 'heading', level: 2, text: 'Courtiers', id: 'brokers' },
  {
    type: 'table',
    head: ['Courtier', 'Comptes', 'Guide'],
    rows: [
      ['Compte papier', 'Un par membre, simulé', '[Premiers pas](/docs/getting-started)'],
      ['Tradovate', 'Démo et réel', '[Tradovate](/docs/brokers/tradovate)'],
    ],
    caption: 'Les nouvelles connexions sont annoncées sur le [blog](/blog).',
  },
];

export default body;
