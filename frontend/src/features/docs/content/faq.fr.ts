import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  { type: 'heading', level: 2, text: 'TickRelay est-il un courtier ?' },
  {
    type: 'paragraph',
    text: 'Non. TickRelay ne détient jamais de fonds et n’exécute pas lui-même de transactions. Il transmet les ordres décrits par vos alertes au compte de contrats à terme que vous détenez chez votre propre courtier.',
  },
  { type: 'heading', level: 2, text: 'TickRelay fournit-il des conseils ou des signaux ?' },
  {
    type: 'paragraph',
    text: 'Non. Vous décidez quoi trader et quand ; TickRelay se contente d’exécuter les instructions contenues dans vos alertes. Rien sur ce site ne constitue un conseil en investissement.',
  },
  { type: 'heading', level: 2, text: 'Quel abonnement TradingView faut-il ?' },
  {
    type: 'paragraph',
    text: 'Un abonnement qui inclut les notifications par webhook, avec l’authentification à deux facteurs activée. Le nombre d’alertes actives permis par votre abonnement est le nombre d’alertes que vous pouvez automatiser.',
  },
  {
    type: 'heading',
    level: 2,
    text: 'Puis-je utiliser des indicateurs, ou seulement des stratégies ?',
  },
  {
    type: 'paragraph',
    text: 'Les deux. Les indicateurs et les alertes de prix envoient un message fixe, en général une alerte pour l’entrée et une pour la sortie. Les stratégies peuvent envoyer chaque ordre depuis une seule alerte ; voir [Alertes de stratégie](/docs/tradingview/strategy-alerts).',
  },
  { type: 'heading', level: 2, text: 'Puis-je tester sans risquer d’argent ?' },
  {
    type: 'paragraph',
    text: 'Oui, et vous devriez. Les alertes vont vers votre compte papier, un compte simulé, tant que vous n’en décidez pas autrement. Connectez ensuite un compte Tradovate démo, faites-y tourner vos alertes, et ne connectez un compte réel que lorsque le journal correspond à ce que vous attendez. Voir [Tradovate](/docs/brokers/tradovate).',
  },
  { type: 'heading', level: 2, text: 'En combien de temps les ordres sont-ils passés ?' },
  {
    type: 'paragraph',
    text: 'TickRelay transmet l’ordre dès l’arrivée de l’alerte. L’essentiel du délai observé vient de TradingView, qui peut mettre de moins d’une seconde à plusieurs secondes pour envoyer une alerte, et du marché. Le trading automatisé par alertes ne convient pas aux stratégies qui dépendent d’un timing inférieur à la seconde.',
  },
  {
    type: 'heading',
    level: 2,
    text: 'Que se passe-t-il si TradingView ou TickRelay est indisponible ?',
  },
  {
    type: 'paragraph',
    text: 'Une alerte non délivrée n’est pas renvoyée par TradingView : l’ordre n’est donc pas passé. Les ordres déjà chez le courtier, y compris les stops et objectifs attachés, restent en place. C’est pourquoi les stops de protection doivent se trouver chez le courtier, et pas seulement dans votre stratégie. Lisez les [avertissements sur les risques](/futures-risk-disclosures).',
  },
  { type: 'heading', level: 2, text: 'Comment résilier mon adhésion ?' },
  {
    type: 'paragraph',
    text: 'Depuis [Abonnement](/membership/subscription) dans l’espace membre. Votre webhook continue de fonctionner jusqu’à la fin de la période payée, puis les alertes sont rejetées.',
  },
];

export default body;
