import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Partez du journal de la page [Webhook](/membership/webhook) : il indique si l’alerte a atteint TickRelay, ce qu’elle est devenue et, quand elle n’a pas été exécutée, un code qui mène à sa page dans [Codes d’erreur](/docs/errors). Chaque situation ci-dessous part de ce qu’affiche le journal.',
  },
  {
    type: 'heading',
    level: 2,
    text: 'L’alerte s’est déclenchée mais le journal est vide',
    id: 'log-empty',
  },
  {
    type: 'paragraph',
    text: 'La requête n’a jamais atteint TickRelay, ou a été refusée avant d’être journalisée. Vérifiez, dans cet ordre :',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Dans les réglages de l’alerte, **URL du webhook** est cochée et l’URL est exactement celle de votre page Webhook, qui se termine par `/api/hooks/` et votre jeton, sans espace avant ni après.',
      'L’URL n’a pas été renouvelée depuis la création de l’alerte, ou son délai de grâce court encore : un ancien jeton répond `404` et rien n’est journalisé.',
      'L’authentification à deux facteurs est activée sur votre compte TradingView et votre abonnement TradingView inclut les webhooks.',
      'Le journal des alertes de TradingView montre l’alerte comme déclenchée (ni expirée, ni arrêtée).',
      '**Envoyer une alerte de test** sur la page Webhook arrive : si c’est le cas, l’URL fonctionne et le problème vient de l’alerte.',
    ],
  },
  { type: 'heading', level: 2, text: 'Le journal indique l’alerte comme rejetée', id: 'rejected' },
  {
    type: 'paragraph',
    text: 'Le message a été reçu mais pas exécuté. Le code dit pourquoi, et pour un message invalide le journal nomme le champ en cause. Les causes habituelles :',
  },
  {
    type: 'table',
    head: ['Code', 'Cause et correction'],
    rows: [
      [
        '[ALERT_NOT_JSON](/docs/errors/alert-not-json)',
        'Une virgule ou une accolade manquante, ou des guillemets typographiques. Refaites le message avec le [générateur d’alertes](/tools/alert-builder).',
      ],
      [
        '[ALERT_INVALID](/docs/errors/alert-invalid)',
        'Un champ hors limites, inconnu ou manquant : une `quantity` de 0, un ordre `limit` sans `price`, `StopLoss` au lieu de `stopLoss`, ou un message de l’ancien format avec `symbol` ou `close`.',
      ],
      [
        '[ALERT_UNFILLED_PLACEHOLDER](/docs/errors/alert-unfilled-placeholder)',
        'Une variable de stratégie dans une alerte d’indicateur, ou une variable mal orthographiée, laissée telle quelle par TradingView.',
      ],
      [
        '[ALERT_UNKNOWN_SYMBOL](/docs/errors/alert-unknown-symbol)',
        'Un contrat que TickRelay ne négocie pas, ou un contrat daté expiré. Utilisez le ticker continu (`MES1!`).',
      ],
      [
        '[NO_POSITION](/docs/errors/no-position)',
        'Un `exit` ou un `reverse` sans position ouverte : le compte et la stratégie sont désynchronisés.',
      ],
      [
        '[SUBSCRIPTION_REQUIRED](/docs/errors/subscription-required)',
        'Votre adhésion n’était pas active à l’arrivée de l’alerte.',
      ],
    ],
  },
  {
    type: 'heading',
    level: 2,
    text: 'Le journal indique un doublon ou une alerte périmée',
    id: 'duplicate-or-stale',
  },
  {
    type: 'list',
    items: [
      '**Doublon** : le même `id` a déjà été reçu, ou le même message est arrivé moins de 60 secondes avant. Souvent deux alertes identiques existent dans TradingView ; si les alertes devaient être distinctes, donnez à chacune son propre `id`, comme `"{{strategy.order.id}} {{time}}"`. Voir [ALERT_DUPLICATE](/docs/errors/alert-duplicate).',
      '**Périmée** : le `time` de l’alerte était plus ancien que `max_lag` à son arrivée. Utilisez `{{timenow}}` plutôt que `{{time}}`, l’ouverture de la bougie, et augmentez `max_lag` si TradingView est souvent en retard. Voir [ALERT_STALE](/docs/errors/alert-stale).',
      '**Suspendue** : l’interrupteur d’arrêt était activé. Désactivez-le sur la page Webhook ; les alertes suspendues ne sont pas rejouées.',
    ],
  },
  { type: 'heading', level: 2, text: 'Les ordres se répètent', id: 'repeated' },
  {
    type: 'list',
    items: [
      'Deux alertes aux messages différents se déclenchent sur la même condition, souvent après la modification d’une stratégie sans suppression de l’ancienne alerte : les messages diffèrent, aucune n’est donc un doublon.',
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
