import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Toute alerte TradingView peut piloter TickRelay : un prix qui croise une ligne, une condition d’indicateur ou l’exécution d’un ordre de stratégie. Ce qui en fait un ordre, c’est le message que vous écrivez et l’URL de webhook que vous cochez.',
  },
  {
    type: 'image',
    src: '/images/docs/alert-dialog.svg',
    alt: 'La fenêtre d’alerte TradingView avec le champ message contenant du JSON et l’option URL du webhook cochée.',
    width: 960,
    height: 540,
    caption:
      'Les deux parties de la fenêtre d’alerte qui comptent pour TickRelay : Message et URL du webhook.',
  },
  { type: 'heading', level: 2, text: 'Pas à pas' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Ouvrez le graphique du contrat à trader et appuyez sur **Alt + A** (ou l’icône de réveil).',
      '**Condition** : choisissez la série ou l’indicateur et le croisement, ou votre stratégie pour une alerte de stratégie.',
      '**Déclencheur** : pour un indicateur, préférez **Une fois par clôture de barre** afin qu’un signal qui apparaît puis disparaît dans la barre n’envoie pas d’ordre.',
      '**Expiration** : fixez-la assez loin, ou choisissez sans limite si votre abonnement le permet. Une alerte expirée n’envoie rien.',
      '**Message** : collez le JSON produit par le [générateur d’alertes](/tools/alert-builder).',
      '**Notifications** : cochez **URL du webhook** et collez votre URL personnelle depuis la page [Webhook](/membership/webhook).',
      'Cliquez sur **Créer**. L’alerte figure désormais, active, dans le panneau des alertes.',
    ],
  },
  { type: 'heading', level: 2, text: 'Alertes d’indicateur' },
  {
    type: 'paragraph',
    text: 'Un indicateur ne connaît pas les ordres : le message est donc fixe, une alerte pour l’entrée acheteuse, une autre pour la sortie. Une paire typique :',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert({ ...ALERT_EXAMPLES.chartEntry, comment: 'Croisement EMA achat' }),
    caption:
      'Alerte d’entrée sur le croisement à la hausse, avec un stop de protection 20 ticks sous l’exécution.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert({ ...ALERT_EXAMPLES.chartExit, comment: 'Croisement EMA sortie' }),
    caption:
      'Alerte de sortie sur le croisement à la baisse : solde la position et annule son stop.',
  },
  {
    type: 'paragraph',
    text: '`"price": "{{close}}"` est la clôture de la bougie qui a déclenché l’alerte : le compte papier exécute l’ordre au marché à ce prix. `exit` clôture la position du contrat quelle qu’elle soit, si bien que la paire reste juste même après une entrée manquée. Pour refuser une alerte que TradingView livre en retard, ajoutez `"time": "{{timenow}}"` et un `max_lag` en secondes ; voir [Format du message](/docs/webhooks/payload-format#duplicates-and-stale-alerts).',
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Une stratégie n’a besoin que d’une alerte',
    text: 'Avec une stratégie Pine Script, une seule alerte sur les exécutions d’ordres envoie chaque entrée et chaque sortie avec la bonne action et la bonne taille. Voir [Alertes de stratégie](/docs/tradingview/strategy-alerts).',
  },
  { type: 'heading', level: 2, text: 'Vérifiez que tout fonctionne' },
  {
    type: 'paragraph',
    text: 'Gardez la page Webhook de l’espace membre ouverte et attendez que l’alerte se déclenche (ou choisissez une condition qui sera remplie à la barre suivante). L’alerte apparaît dans le journal en moins d’une seconde, avec le message reçu et son sort : exécutée sur votre compte papier, ou la raison de son refus, qui mène à sa page dans [Codes d’erreur](/docs/errors).',
  },
];

export default body;
