import {
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Une stratégie Pine Script sait déjà quand elle entre, sort ou se retourne. Au lieu d’une alerte par signal, créez **une seule alerte sur les exécutions d’ordres de la stratégie** : TradingView envoie un webhook pour chaque ordre exécuté, et TickRelay le transforme en l’ordre correspondant chez votre courtier.',
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
      'Le message de stratégie : TradingView remplit le sens, la taille et la position qui en résulte.',
  },
  {
    type: 'paragraph',
    text: '`positionSize` est la position de la stratégie une fois l’ordre exécuté. Quand elle vaut 0, TickRelay traite l’ordre comme une sortie et solde la position ; quand son signe est opposé à votre position actuelle, TickRelay se retourne exactement à cette taille. Votre position chez le courtier suit ainsi la stratégie, y compris lors des retournements, où TradingView exécute un seul ordre de taille double.',
  },
  { type: 'heading', level: 2, text: 'Option 2 : un message par ordre' },
  {
    type: 'paragraph',
    text: 'Pour un contrôle total, donnez à chaque appel `strategy.entry`, `strategy.exit` et `strategy.close` un `alert_message` contenant son propre JSON, puis utilisez `{{strategy.order.alert_message}}` comme message d’alerte. Chaque ordre envoie alors exactement ce qu’il signifie, avec ses propres ordres liés :',
  },
  {
    type: 'code',
    language: 'pine',
    code: 'strategy.entry("Long", strategy.long, qty = contracts,\n     alert_message = entryPayload(strategy.position_size < 0 ? "reverse" : "buy"))\n\nstrategy.exit("Long exit", from_entry = "Long", stop = stopPrice, limit = targetPrice,\n     alert_message = closePayload("Long exit"))',
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
    text: 'L’option 1 fonctionne avec toute stratégie, y compris celles publiées que vous ne pouvez pas modifier. L’option 2 demande quelques lignes de Pine Script mais permet à chaque entrée de porter son propre stop et son propre objectif, placés chez le courtier.',
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
