import type { ContentBody } from '../blocks/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Une stratégie Pine Script sait déjà quand elle entre, sort ou se retourne. Au lieu d’une alerte par signal, créez **une seule alerte sur les exécutions d’ordres de la stratégie** : TradingView envoie un webhook pour chaque ordre exécuté, et chaque ordre porte son propre message TickRelay.',
  },
  { type: 'heading', level: 2, text: 'Option 1 : un message par ordre (recommandé)' },
  {
    type: 'paragraph',
    text: 'Donnez à chaque appel `strategy.entry`, `strategy.exit` et `strategy.close` un `alert_message` contenant le JSON complet, puis utilisez `{{strategy.order.alert_message}}` comme message d’alerte. Chaque ordre envoie exactement ce qu’il signifie : `buy`, `sell`, `reverse` ou `close`, avec ses propres ordres de sortie.',
  },
  {
    type: 'code',
    language: 'pine',
    code: 'strategy.entry("Long", strategy.long, qty = contracts,\n     alert_message = entryPayload(strategy.position_size < 0 ? "reverse" : "buy", stopPrice, targetPrice))\n\nstrategy.exit("Long exit", from_entry = "Long", stop = stopPrice, limit = targetPrice,\n     alert_message = closePayload("Long exit"))',
    caption: 'Extrait du modèle de stratégie TickRelay.',
  },
  {
    type: 'code',
    language: 'text',
    code: '{{strategy.order.alert_message}}',
    caption: 'Le contenu intégral du champ Message de l’alerte.',
  },
  {
    type: 'paragraph',
    text: 'Le modèle complet, un croisement de moyennes mobiles exponentielles avec stop et objectif, a sa propre page : [ouvrir le modèle Pine Script](/code/pine-strategy-template). Il est aussi disponible dans [Téléchargements](/download).',
  },
  { type: 'heading', level: 2, text: 'Option 2 : un message générique' },
  {
    type: 'paragraph',
    text: 'Pour une stratégie que vous ne pouvez pas modifier, un message unique construit avec des variables convient aux entrées et sorties simples :',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MESZ6",\n  "action": "{{strategy.order.action}}",\n  "quantity": {{strategy.order.contracts}},\n  "orderType": "market",\n  "comment": "{{strategy.order.id}}"\n}',
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Retournements avec un message générique',
    text: 'Quand une stratégie passe de vendeuse à acheteuse, TradingView exécute un seul ordre de taille double. Le message générique envoie alors un `buy` de cette taille doublée, ce qui ne donne la bonne position que si votre position chez le courtier correspondait exactement à celle de la stratégie. L’option 1 envoie un `reverse` explicite.',
  },
  { type: 'heading', level: 2, text: 'Créer l’alerte' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Ajoutez la stratégie au graphique du contrat et vérifiez ses propriétés : taille des ordres, pyramidage, et **Recalculer à chaque tick** désactivé sauf si vous voulez vraiment des ordres en cours de barre.',
      'Ouvrez **Créer une alerte**, choisissez la stratégie comme condition et gardez **Exécutions d’ordres uniquement**.',
      'Message : `{{strategy.order.alert_message}}` (option 1) ou le JSON générique (option 2).',
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
