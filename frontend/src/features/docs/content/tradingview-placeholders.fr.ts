import {
  ALERT_EXAMPLES,
  fillPlaceholders,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TradingView remplace les variables écrites entre doubles accolades par des valeurs en direct au moment où l’alerte se déclenche. TickRelay ne voit que le résultat : le message doit donc rester un JSON valide une fois toutes les variables remplacées.',
  },
  { type: 'heading', level: 2, text: 'Gardez les variables entre guillemets' },
  {
    type: 'paragraph',
    text: 'Écrivez chaque variable **entre** guillemets, même celles qui produisent des nombres. Le message est alors un JSON valide avant le remplacement par TradingView (le générateur d’alertes et votre éditeur peuvent le vérifier) comme après. TickRelay lit les chaînes numériques comme `"2"` comme des nombres.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.strategyLimit),
    caption: 'Ce que vous collez dans le champ Message de l’alerte.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(fillPlaceholders(ALERT_EXAMPLES.strategyLimit)),
    caption: 'Ce que TickRelay reçoit quand l’alerte se déclenche.',
  },
  { type: 'heading', level: 2, text: 'Variables pour toute alerte' },
  {
    type: 'table',
    head: ['Variable', 'Valeur'],
    rows: [
      [
        '`{{ticker}}`',
        'Symbole du graphique, par ex. `MES1!` (continu, négocié sur l’échéance la plus proche) ou `MESZ2026` (texte), pour le champ `ticker`.',
      ],
      ['`{{exchange}}`', 'Place de cotation du graphique, par ex. `CME_MINI` (texte).'],
      [
        '`{{close}}`, `{{open}}`, `{{high}}`, `{{low}}`',
        'Prix de la barre en cours (nombre). `{{close}}` est le `price` habituel d’un ordre au marché : le compte papier l’exécute à ce prix.',
      ],
      ['`{{volume}}`', 'Volume de la barre en cours (nombre).'],
      ['`{{interval}}`', 'Unité de temps du graphique, par ex. `5` ou `1D` (texte).'],
      [
        '`{{time}}`, `{{timenow}}`',
        'Heure d’ouverture de la barre et heure de déclenchement, UTC, ISO 8601 (texte). `{{timenow}}` est le `time` d’une alerte, pour `max_lag` ; `{{time}}` dans un `id` le fait changer à chaque barre.',
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
        'L’identifiant donné dans `strategy.entry` ou `strategy.exit` (texte) ; avec `{{time}}`, un bon `id`.',
      ],
      ['`{{strategy.order.comment}}`', 'Le commentaire de l’ordre (texte).'],
      [
        '`{{strategy.order.alert_message}}`',
        'L’argument `alert_message` de l’ordre, pour envoyer un JSON complet par ordre.',
      ],
      [
        '`{{strategy.market_position}}`',
        '`long`, `short` ou `flat` après l’exécution (texte), pour le champ `sentiment` : le compte ne finit jamais de l’autre côté.',
      ],
      [
        '`{{strategy.position_size}}`',
        'Taille signée de la position après l’exécution (nombre), pour le champ `positionSize`, conservée dans votre journal.',
      ],
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
      'Une variable dans un champ qui ne peut pas l’utiliser, comme `{{close}}` dans `quantity` : le générateur d’alertes la refuse, et TickRelay aussi.',
      'Des variables de stratégie dans une alerte d’indicateur : TradingView laisse `{{strategy.order.contracts}}` tel quel, et l’alerte est rejetée avec [ALERT_UNFILLED_PLACEHOLDER](/docs/errors/alert-unfilled-placeholder).',
      '`{{time}}` comme `time` d’une alerte sur une longue unité de temps : c’est l’ouverture de la bougie, l’alerte paraît donc en retard et est journalisée comme périmée. Utilisez `{{timenow}}`.',
      'Les guillemets typographiques (« » ou “ ”) collés depuis un traitement de texte ne sont pas des guillemets JSON. Saisissez le message dans la fenêtre d’alerte ou copiez-le depuis le générateur d’alertes.',
      'Un contrat daté comme `MESZ2026` laissé dans une alerte après son expiration. Utilisez le contrat continu (`MES1!`) pour toujours trader l’échéance la plus proche.',
    ],
  },
];

export default body;
