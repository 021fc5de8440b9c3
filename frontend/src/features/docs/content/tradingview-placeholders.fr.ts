import type { ContentBody } from '../blocks/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TradingView remplace les variables écrites entre doubles accolades par des valeurs en direct au moment où l’alerte se déclenche. TickRelay ne voit que le résultat : le message doit donc rester un JSON valide une fois toutes les variables remplacées.',
  },
  { type: 'heading', level: 2, text: 'Avec ou sans guillemets' },
  {
    type: 'paragraph',
    text: 'Une variable qui produit un nombre s’écrit **sans** guillemets ; une variable qui produit du texte s’écrit **entre** guillemets :',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MESZ6",\n  "action": "{{strategy.order.action}}",\n  "quantity": {{strategy.order.contracts}},\n  "orderType": "limit",\n  "price": {{close}}\n}',
    caption:
      'Avant le remplacement par TradingView. Ce n’est pas encore du JSON valide, et c’est normal.',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MESZ6",\n  "action": "buy",\n  "quantity": 2,\n  "orderType": "limit",\n  "price": 6012.5\n}',
    caption: 'Ce que TickRelay reçoit.',
  },
  { type: 'heading', level: 2, text: 'Variables pour toute alerte' },
  {
    type: 'table',
    head: ['Variable', 'Valeur'],
    rows: [
      [
        '`{{ticker}}`',
        'Symbole du graphique dans la notation TradingView, par ex. `MES1!` ou `MESZ2026` (texte).',
      ],
      ['`{{exchange}}`', 'Place de cotation du graphique, par ex. `CME_MINI` (texte).'],
      ['`{{close}}`, `{{open}}`, `{{high}}`, `{{low}}`', 'Prix de la barre en cours (nombre).'],
      ['`{{volume}}`', 'Volume de la barre en cours (nombre).'],
      ['`{{interval}}`', 'Unité de temps du graphique, par ex. `5` ou `1D` (texte).'],
      [
        '`{{time}}`, `{{timenow}}`',
        'Heure d’ouverture de la barre et heure de déclenchement, UTC, ISO 8601 (texte).',
      ],
      ['`{{plot_0}}`, `{{plot("Name")}}`', 'Valeur d’un tracé d’indicateur (nombre).'],
    ],
  },
  { type: 'heading', level: 2, text: 'Variables de stratégie' },
  {
    type: 'paragraph',
    text: 'Disponibles uniquement dans les alertes créées sur une stratégie, avec pour condition les **exécutions d’ordres** de la stratégie.',
  },
  {
    type: 'table',
    head: ['Variable', 'Valeur'],
    rows: [
      ['`{{strategy.order.action}}`', '`buy` ou `sell` : correspond directement à `action`.'],
      [
        '`{{strategy.order.contracts}}`',
        'Contrats de l’ordre exécuté (nombre). Voir [la taille de position](/blog/2026/position-sizing-with-strategy-order-contracts).',
      ],
      ['`{{strategy.order.price}}`', 'Prix d’exécution de l’ordre de la stratégie (nombre).'],
      [
        '`{{strategy.order.id}}`',
        'L’identifiant donné dans `strategy.entry` ou `strategy.exit` (texte).',
      ],
      ['`{{strategy.order.comment}}`', 'Le commentaire de l’ordre (texte).'],
      [
        '`{{strategy.order.alert_message}}`',
        'L’argument `alert_message` de l’ordre, pour envoyer un JSON complet par ordre.',
      ],
      ['`{{strategy.market_position}}`', '`long`, `short` ou `flat` après l’exécution (texte).'],
      ['`{{strategy.position_size}}`', 'Taille signée de la position après l’exécution (nombre).'],
    ],
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'La taille de la stratégie n’est pas celle du courtier',
    text: 'TradingView calcule `{{strategy.order.contracts}}` à partir du capital simulé de la stratégie, pas de votre compte de courtage. Vérifiez les propriétés de la stratégie (taille des ordres, pyramidage) avant de passer en réel.',
  },
  { type: 'heading', level: 2, text: 'Erreurs fréquentes' },
  {
    type: 'list',
    items: [
      '`"quantity": "{{strategy.order.contracts}}"` : les guillemets transforment le nombre en texte, et l’alerte est rejetée.',
      'Utiliser `{{ticker}}` comme symbole : sur un graphique continu il donne `MES1!`, qui n’est pas un contrat négociable, et TradingView écrit les échéances autrement que la plupart des courtiers (`MESZ2026` au lieu de `MESZ6`). Écrivez le symbole du courtier à la main.',
      'Les guillemets typographiques (« » ou “ ”) collés depuis un traitement de texte ne sont pas des guillemets JSON. Saisissez le message dans la fenêtre d’alerte ou utilisez le générateur d’alertes.',
    ],
  },
];

export default body;
