import {
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Une stratégie Pine Script sait déjà quand elle entre, sort ou se retourne. Au lieu d’une alerte par signal, créez **une seule alerte sur les exécutions d’ordres de la stratégie** : TradingView envoie un webhook pour chaque ordre exécuté, et TickRelay le transforme en l’ordre correspondant sur votre compte.',
  },
  { type: 'heading', level: 2, text: 'Option 1 : le message de stratégie du générateur d’alertes' },
  {
    type: 'paragraph',
    text: 'Dans le [générateur d’alertes](/tools/alert-builder), choisissez le modèle **Stratégie**. Il rédige un message unique qui convient à toute stratégie, sans toucher à son code :',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(SAMPLE_ALERT),
    caption:
      'Le message de stratégie : TradingView remplit le sens, la taille, le côté où finit la position et l’heure.',
  },
  {
    type: 'paragraph',
    text: '`sentiment` est la position de la stratégie une fois l’ordre exécuté : `long`, `short` ou `flat`. TickRelay limite chaque ordre pour que votre compte finisse de ce côté : une sortie de la stratégie (une vente avec `flat`) clôture l’achat et n’ouvre jamais de vente, même si la position du compte était plus petite que celle de la stratégie. Un retournement, où TradingView exécute un seul ordre de taille double, finit du nouveau côté. `price` est la clôture à laquelle le compte papier exécute l’ordre, et avec `time` et `max_lag` un ordre que TradingView livre avec plus d’une minute de retard est journalisé comme périmé au lieu d’être exécuté.',
  },
  { type: 'heading', level: 2, text: 'Option 2 : un message par ordre' },
  {
    type: 'paragraph',
    text: 'Pour un contrôle total, donnez à chaque appel `strategy.entry`, `strategy.exit` et `strategy.close` un `alert_message` contenant son propre JSON, puis utilisez `{{strategy.order.alert_message}}` comme message d’alerte. Chaque ordre envoie alors exactement ce qu’il signifie, avec ses propres ordres liés, un `id` fait de l’ordre et de sa bougie contre les doublons, et son heure contre les livraisons en retard :',
  },
  {
    type: 'code',
    language: 'pine',
    code: 'strategy.entry("Long", strategy.long, qty = contracts,\n     alert_message = entryPayload(strategy.position_size < 0 ? "reverse" : "buy", "Long"))\n\nstrategy.exit("Long exit", from_entry = "Long", stop = stopPrice, limit = targetPrice,\n     alert_message = exitPayload("Long exit"))',
    caption: 'Extrait du modèle de stratégie TickRelay.',
  },
  {
    type: 'code',
    language: 'text',
    code: '{{strategy.order.alert_message}}',
    caption: 'Le contenu intégral du champ Message de l’alerte avec l’option 2.',
  },
  {
    type: 'paragraph',
    text: 'Le modèle complet, un croisement de moyennes mobiles exponentielles avec stop et objectif, a sa propre page : [ouvrir le modèle Pine Script](/code/pine-strategy-template). Il est aussi disponible dans [Téléchargements](/download).',
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Laquelle choisir',
    text: 'L’option 1 fonctionne avec toute stratégie, y compris celles publiées que vous ne pouvez pas modifier. L’option 2 demande quelques lignes de Pine Script mais permet à chaque entrée de porter son propre stop et son propre objectif, placés avec elle, et son propre identifiant.',
  },
  { type: 'heading', level: 2, text: 'Créer l’alerte' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Ajoutez la stratégie au graphique du contrat et vérifiez ses propriétés : taille des ordres, pyramidage, et **Recalculer à chaque tick** désactivé sauf si vous voulez vraiment des ordres en cours de barre.',
      'Ouvrez **Créer une alerte**, choisissez la stratégie comme condition et gardez **Exécutions d’ordres uniquement**.',
      'Message : le message de stratégie du générateur d’alertes (option 1) ou `{{strategy.order.alert_message}}` (option 2).',
      'Cochez **URL du webhook**, collez votre URL TickRelay et créez l’alerte.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Modifier le script fige l’alerte',
    text: 'Une alerte conserve la version du script et des paramètres avec laquelle elle a été créée. Après avoir modifié la stratégie ou ses paramètres, supprimez l’alerte et recréez-la.',
  },
];

export default body;
