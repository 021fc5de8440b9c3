import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TickRelay ne détient pas vos fonds et n’est pas un courtier. Il passe des ordres sur le compte de contrats à terme que vous possédez déjà, par l’interface de négociation du courtier, avec l’autorisation que vous lui donnez.',
  },
  { type: 'heading', level: 2, text: 'Fonctionnement de la connexion' },
  {
    type: 'list',
    items: [
      'Vous autorisez TickRelay depuis la page [Webhook](/membership/webhook) de l’espace membre. Lorsque le courtier le propose, vous vous connectez sur son propre site : TickRelay ne voit jamais votre mot de passe de courtage.',
      'TickRelay conserve uniquement l’accès accordé par le courtier, chiffré, et ne s’en sert que pour passer, modifier et annuler les ordres demandés par vos alertes.',
      'Vous pouvez révoquer cet accès à tout moment, depuis TickRelay ou chez votre courtier. Les alertes reçues ensuite sont journalisées et rejetées.',
    ],
  },
  { type: 'heading', level: 2, text: 'Comptes' },
  {
    type: 'paragraph',
    text: 'Un même identifiant de courtage regroupe souvent plusieurs comptes, par exemple un compte démo et un compte réel. Choisissez le compte par défaut sur la page Webhook ; une alerte peut en viser un autre grâce au champ `account` du [message](/docs/webhooks/payload-format).',
  },
  {
    type: 'callout',
    tone: 'success',
    title: 'D’abord la démo, ensuite le réel',
    text: 'Connectez d’abord le compte démo (simulation) et faites-y tourner vos alertes un moment. Passer en réel se fait par un seul réglage sur la page Webhook, sans changer les messages d’alerte.',
  },
  { type: 'heading', level: 2, text: 'Symboles et échéances' },
  {
    type: 'paragraph',
    text: 'Les alertes utilisent la notation de TradingView et TickRelay la traduit pour votre courtier. Un symbole continu comme `MES1!` est négocié sur l’échéance la plus proche telle que la définit votre courtier : vos alertes continuent de fonctionner d’un roulement à l’autre. Un symbole daté comme `MESZ2026` vise toujours cette échéance : mettez-le à jour avant l’expiration du contrat.',
  },
  { type: 'heading', level: 2, text: 'Courtiers' },
  {
    type: 'table',
    head: ['Courtier', 'Comptes', 'Guide'],
    rows: [
      ['Tradovate', 'Démo et réel', '[Configuration Tradovate](/docs/brokers/tradovate/setup)'],
    ],
    caption: 'Les nouvelles connexions sont annoncées sur le [blog](/blog).',
  },
];

export default body;
