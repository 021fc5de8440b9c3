import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'callout',
    tone: 'danger',
    title: 'Avertissement',
    text: 'La négociation de contrats à terme et d’options sur contrats à terme comporte un risque de perte important et ne convient pas à tous les investisseurs. Vous pouvez perdre davantage que votre dépôt initial. Ne tradez qu’avec des sommes que vous pouvez vous permettre de perdre.',
  },
  { type: 'heading', level: 2, text: 'À propos de ces avertissements', id: 'about' },
  {
    type: 'paragraph',
    text: 'TickRelay est un service logiciel qui transmet les instructions contenues dans vos alertes TradingView au compte de contrats à terme que vous détenez chez votre propre courtier. Ces avertissements décrivent les risques de la négociation de contrats à terme en général, et ceux du trading automatisé par alertes et webhooks en particulier. Lisez-les entièrement avant de connecter un compte réel, ainsi que les documents d’information sur les risques fournis par votre courtier et par les marchés sur lesquels vous intervenez.',
  },
  { type: 'heading', level: 2, text: 'Aucun conseil en investissement', id: 'no-advice' },
  {
    type: 'list',
    items: [
      'TickRelay ne fournit aucun conseil en investissement, financier, juridique ou fiscal, et ne recommande aucun contrat, aucune stratégie, aucun indicateur ni aucune transaction.',
      'TickRelay n’est ni un commissionnaire en contrats à terme, ni un courtier introducteur, ni un conseiller en négociation de matières premières, ni un gestionnaire de fonds. Il ne détient, ne compense ni ne gère aucun fonds de clients, et ne décide jamais de lui-même de passer un ordre.',
      'Chaque ordre passé par TickRelay résulte d’une alerte que vous avez créée et d’un message que vous avez écrit ou généré. Vous seul décidez quoi trader, en quelle quantité et à quel moment.',
      'Les articles, la documentation, les modèles, les extraits de code et les exemples de ce site sont pédagogiques. Ils illustrent le fonctionnement du service et ne constituent pas des recommandations.',
    ],
  },
  { type: 'heading', level: 2, text: 'Effet de levier et marge', id: 'leverage' },
  {
    type: 'paragraph',
    text: 'Les contrats à terme sont des instruments à effet de levier : un dépôt modeste, la marge, permet de détenir un contrat dont la valeur est bien plus élevée. Un faible mouvement de prix peut donc entraîner un gain ou une perte importante par rapport à votre dépôt.',
  },
  {
    type: 'list',
    items: [
      'Si le marché évolue contre votre position, votre courtier peut exiger un complément de marge dans un délai très court. À défaut, votre position peut être liquidée à perte, et vous restez redevable de tout solde débiteur.',
      'Les pertes peuvent dépasser les fonds de votre compte. Les ordres stop peuvent limiter les pertes sans le garantir : sur un marché rapide ou en cas d’écart de cotation, un ordre stop peut être exécuté loin de son prix.',
      'Les marchés et les courtiers peuvent modifier les exigences de marge à tout moment, y compris pour les positions déjà ouvertes.',
    ],
  },
  { type: 'heading', level: 2, text: 'Risques de marché', id: 'market' },
  {
    type: 'list',
    items: [
      '**Volatilité et écarts.** Les prix peuvent varier brutalement lors de publications économiques, d’actualités ou à l’ouverture d’une séance, en sautant les prix des ordres stop et limite.',
      '**Liquidité.** Sur un marché peu actif, en dehors des heures principales ou à l’approche de l’échéance, les ordres peuvent être exécutés à un prix moins favorable, voire pas du tout.',
      '**Limites de variation et suspensions.** Les marchés peuvent suspendre les cotations ou imposer des limites de variation journalière, pendant lesquelles il peut être impossible de sortir d’une position.',
      '**Échéance et roulement.** Les contrats à terme expirent. Détenir ou trader la mauvaise échéance peut laisser des positions non voulues, ou entraîner le rejet des ordres.',
    ],
  },
  {
    type: 'heading',
    level: 2,
    text: 'Performances hypothétiques et backtests',
    id: 'hypothetical',
  },
  {
    type: 'paragraph',
    text: 'Les rapports de stratégie TradingView, les backtests, les graphiques et tous les exemples de résultats présentés dans nos articles ou modèles sont hypothétiques. La mention suivante, exigée par la règle 4.41 de la CFTC (traduction), s’applique à chacun d’eux :',
  },
  {
    type: 'callout',
    tone: 'warning',
    text: 'LES RÉSULTATS DE PERFORMANCES HYPOTHÉTIQUES OU SIMULÉES PRÉSENTENT CERTAINES LIMITES. CONTRAIREMENT À UN HISTORIQUE DE PERFORMANCES RÉELLES, LES RÉSULTATS SIMULÉS NE REPRÉSENTENT PAS DES TRANSACTIONS RÉELLES. DE PLUS, LES TRANSACTIONS N’AYANT PAS ÉTÉ EXÉCUTÉES, LES RÉSULTATS PEUVENT AVOIR SOUS-ESTIMÉ OU SURESTIMÉ L’INCIDENCE ÉVENTUELLE DE CERTAINS FACTEURS DE MARCHÉ, TELS QUE LE MANQUE DE LIQUIDITÉ. LES PROGRAMMES DE TRADING SIMULÉS SONT EN OUTRE, EN GÉNÉRAL, CONÇUS AVEC LE BÉNÉFICE DU RECUL. AUCUNE DÉCLARATION N’EST FAITE QU’UN COMPTE RÉALISERA OU EST SUSCEPTIBLE DE RÉALISER DES GAINS OU DES PERTES SIMILAIRES À CEUX PRÉSENTÉS.',
  },
  {
    type: 'paragraph',
    text: 'En particulier, un backtest exécute chaque ordre au prix qu’il suppose, ignore la capacité à supporter des pertes et ne peut pas tenir compte des retards et des défaillances d’une connexion réelle décrits ci-dessous. Il existe fréquemment des écarts importants entre les résultats hypothétiques et les résultats obtenus ensuite par un programme de trading.',
  },
  {
    type: 'heading',
    level: 2,
    text: 'Risques du trading automatisé par alertes',
    id: 'automation',
  },
  {
    type: 'paragraph',
    text: 'L’automatisation supprime l’étape de confirmation entre un signal et un ordre. Les ordres partent dès qu’une alerte arrive, y compris lorsque vous ne surveillez pas. Les défaillances suivantes peuvent entraîner des ordres manqués, tardifs, en double ou non voulus :',
  },
  {
    type: 'list',
    items: [
      '**Acheminement des alertes.** TradingView peut retarder une alerte ou ne pas la délivrer, et ne renvoie pas un webhook en échec. Une sortie jamais délivrée laisse votre position ouverte.',
      '**Alertes en double ou inattendues.** Des alertes déclenchées plusieurs fois par barre, des indicateurs qui se redessinent, des stratégies recalculées à chaque tick ou des alertes en double oubliées peuvent envoyer des ordres que votre backtest n’a jamais montrés.',
      '**Interruptions de service.** Les connexions internet, TradingView, TickRelay, les hébergeurs et les systèmes des courtiers peuvent être indisponibles ou dégradés. Les ordres envoyés pendant une interruption peuvent échouer ou être retardés.',
      '**Ordres rejetés ou partiels.** Votre courtier peut rejeter un ordre (marché fermé, marge insuffisante, limites de risque, contrat invalide) ou l’exécuter partiellement. TickRelay rapporte la réponse reçue mais ne peut pas forcer une exécution.',
      '**Glissement et latence.** Les ordres au marché sont exécutés aux prix disponibles lorsqu’ils atteignent le marché, qui peuvent différer du prix affiché sur votre graphique. Les données de prix de TradingView peuvent différer de celles de votre courtier.',
      '**Erreurs de configuration.** Un symbole, une quantité, un compte ou un prix erroné dans un message est exécuté tel quel s’il passe la validation. La validation contrôle la forme d’un message, pas la pertinence de la transaction.',
      '**Sécurité.** Toute personne qui obtient votre URL de webhook peut envoyer des ordres sur votre compte jusqu’à ce que vous la renouveliez.',
    ],
  },
  { type: 'heading', level: 2, text: 'Vos responsabilités', id: 'responsibilities' },
  {
    type: 'list',
    items: [
      'Comprenez les contrats que vous tradez : taille du contrat, valeur du tick, horaires de négociation, marge et échéance.',
      'Testez chaque alerte sur un compte démo avant d’utiliser un compte réel, puis de nouveau après toute modification d’un script, d’un paramètre ou d’une alerte.',
      'Fixez des limites de risque chez votre courtier, comme une taille de position maximale et une perte journalière maximale, et conservez des ordres de protection chez le courtier.',
      'Surveillez vos positions et le journal des alertes, et soyez prêt à intervenir manuellement à tout moment, y compris lorsque TickRelay ou TradingView est indisponible.',
      'Gardez votre URL de webhook secrète et renouvelez-la si elle a pu être exposée.',
      'Assurez-vous que la négociation de contrats à terme vous convient au regard de votre expérience, de vos objectifs et de vos ressources financières, et demandez un avis indépendant en cas de doute.',
    ],
  },
  { type: 'heading', level: 2, text: 'Reconnaissance', id: 'acknowledgement' },
  {
    type: 'paragraph',
    text: 'En utilisant TickRelay avec un compte réel, vous reconnaissez avoir lu et compris ces avertissements, trader à vos propres risques, et que TickRelay n’est pas responsable des pertes de trading, des opportunités manquées ou des frais résultant des risques décrits ci-dessus. Vos questions sur ces avertissements sont les bienvenues via la [page de contact](/contact).',
  },
];

export default body;
