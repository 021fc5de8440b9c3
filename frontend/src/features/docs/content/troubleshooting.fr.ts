import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Partez du journal de la page [Webhook](/membership/webhook) : il indique si l’alerte a atteint TickRelay, si le message était valide et ce que le courtier a répondu. Chaque situation ci-dessous part de ce qu’affiche le journal.',
  },
  { type: 'heading', level: 2, text: 'L’alerte s’est déclenchée mais le journal est vide' },
  {
    type: 'paragraph',
    text: 'La requête n’a jamais atteint TickRelay. Vérifiez, dans cet ordre :',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Dans les réglages de l’alerte, **URL du webhook** est cochée et l’URL est exactement celle de votre page Webhook, sans espace avant ni après.',
      'L’URL n’a pas été renouvelée depuis la création de l’alerte.',
      'L’authentification à deux facteurs est activée sur votre compte TradingView et votre abonnement TradingView inclut les webhooks.',
      'Le journal des alertes de TradingView montre l’alerte comme déclenchée (ni expirée, ni arrêtée).',
    ],
  },
  { type: 'heading', level: 2, text: 'Le journal indique « message invalide »' },
  {
    type: 'paragraph',
    text: 'Le message a été reçu mais rejeté avant d’atteindre le courtier. Le journal nomme le champ en cause. Les causes habituelles :',
  },
  {
    type: 'table',
    head: ['Erreur', 'Cause et correction'],
    rows: [
      [
        'JSON invalide',
        'Une virgule ou une accolade manquante, ou des guillemets typographiques. Refaites le message avec le [générateur d’alertes](/tools/alert-builder).',
      ],
      [
        '`quantity` : hors limites',
        'Une taille de 0, décimale ou supérieure à 1000 contrats. Vérifiez la taille des ordres de la stratégie.',
      ],
      [
        '`price` : obligatoire',
        'Un ordre `limit` ou `stop` sans prix. Ajoutez `"price"` ou utilisez `"orderType": "market"`.',
      ],
      ['Champ inconnu', 'Une faute dans un nom de champ, comme `StopLoss` au lieu de `stopLoss`.'],
      [
        '`takeProfit` : mauvais côté',
        'Avec des prix pour les deux sorties, un objectif d’achat sous son stop, ou un objectif de vente au-dessus.',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Le courtier a rejeté l’ordre' },
  {
    type: 'list',
    items: [
      '**Marché fermé** : l’alerte s’est déclenchée hors des heures de négociation ou pendant la pause de maintenance quotidienne.',
      '**Symbole inconnu** : un contrat daté comme `MESZ2026` a expiré. Utilisez le symbole continu (`MES1!`) pour trader l’échéance la plus proche.',
      '**Marge insuffisante** ou **limite de risque atteinte** : les limites de votre compte de courtage s’appliquent avant celles de TickRelay.',
      '**Prix hors pas de cotation** : arrondissez les prix au pas du contrat.',
    ],
  },
  { type: 'heading', level: 2, text: 'Les ordres sont en double' },
  {
    type: 'list',
    items: [
      'Deux alertes ont la même condition, souvent après la modification d’une stratégie sans suppression de l’ancienne alerte.',
      'Une alerte d’indicateur utilise **Une fois par barre** au lieu d’**Une fois par clôture de barre** et le signal a clignoté pendant la barre.',
      'Une stratégie avec **Recalculer à chaque tick** envoie des ordres en cours de barre que le backtest ne montre pas.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Toujours bloqué ?',
    text: 'Écrivez-nous depuis la [page de contact](/contact) avec l’heure de l’alerte et votre message, **sans votre URL de webhook**. Nous répondons sous un jour ouvré.',
  },
];

export default body;
