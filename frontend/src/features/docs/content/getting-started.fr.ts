import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TickRelay reçoit le webhook envoyé par une alerte TradingView, vérifie le message JSON qu’il contient et le transforme en ordre sur votre **compte papier**, un compte de contrats à terme simulé. Ce guide vous mène d’un nouveau compte à un premier ordre, en général en une quinzaine de minutes.',
  },
  {
    type: 'image',
    src: '/images/docs/relay-flow.svg',
    alt: 'Schéma : une alerte TradingView envoie un webhook à TickRelay, qui passe l’ordre chez votre courtier.',
    width: 960,
    height: 360,
    caption: 'Le trajet d’une alerte : TradingView → votre webhook TickRelay → votre courtier.',
  },
  { type: 'heading', level: 2, text: 'Avant de commencer' },
  {
    type: 'list',
    items: [
      'Un abonnement TradingView qui inclut les **alertes webhook**, avec l’authentification à deux facteurs activée sur votre compte TradingView (TradingView l’exige pour les webhooks).',
      'Rien d’autre : chaque membre dispose d’un **compte papier**, un compte de contrats à terme simulé sur lequel TickRelay exécute les alertes, avec positions et résultats en dollars.',
      'Une adhésion TickRelay. Inscrivez-vous, confirmez votre adresse e-mail et choisissez une formule sur la page Abonnement.',
    ],
  },
  { type: 'heading', level: 2, text: '1. Créez votre compte' },
  {
    type: 'paragraph',
    text: '[Inscrivez-vous](/signup) avec votre adresse e-mail, ouvrez le lien de confirmation que nous vous envoyons, puis activez votre adhésion depuis [Abonnement](/membership/subscription). L’espace membre regroupe votre tableau de bord, votre profil, votre abonnement et votre webhook.',
  },
  { type: 'heading', level: 2, text: '2. Découvrez votre compte papier' },
  {
    type: 'paragraph',
    text: 'Vos alertes sont exécutées sur votre compte papier : les ordres au marché au prix de l’alerte, les ordres limite et stop quand le prix d’une alerte suivante les franchit, et les objectifs et stops sont suivis. Ses positions et sa valeur sont sur votre [tableau de bord](/membership/dashboard). Quand vous serez prêt, elles pourront aller vers un compte [Tradovate](/docs/brokers/tradovate) à la place, et être relayées vers vos [destinations](/docs/destinations) : voir [Connecter un courtier](/docs/brokers/overview).',
  },
  { type: 'heading', level: 2, text: '3. Copiez votre URL de webhook' },
  {
    type: 'paragraph',
    text: 'Ouvrez [Webhook](/membership/webhook) dans l’espace membre et copiez votre URL personnelle. Elle contient un jeton secret : quiconque la connaît peut envoyer des ordres sur votre compte, traitez-la comme un mot de passe. **Envoyer une alerte de test**, sur la même page, la vérifie de bout en bout. Détails dans [Votre URL de webhook](/docs/webhooks/webhook-url).',
  },
  { type: 'heading', level: 2, text: '4. Rédigez le message d’alerte' },
  {
    type: 'paragraph',
    text: 'Le message d’alerte est un petit document JSON qui indique quoi trader. Le [générateur d’alertes](/tools/alert-builder) l’écrit pour vous ; en voici un simple :',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.marketBuy),
    caption:
      'Achat d’un contrat Micro E-mini S&P 500 au marché, sur l’échéance la plus proche, exécuté à 6012.5 sur le compte papier.',
  },
  {
    type: 'paragraph',
    text: 'Chaque champ est décrit dans [Format du message](/docs/webhooks/payload-format).',
  },
  { type: 'heading', level: 2, text: '5. Créez l’alerte dans TradingView' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Sur votre graphique, ouvrez **Créer une alerte** et choisissez la condition (croisement d’indicateur, ordre de stratégie, niveau de prix).',
      'Collez le JSON dans le champ **Message**.',
      'Dans **Notifications**, cochez **URL du webhook** et collez votre URL TickRelay.',
      'Enregistrez. Quand l’alerte se déclenche, elle apparaît en moins d’une seconde dans le journal de votre page Webhook et sur votre tableau de bord, avec ce qui a été exécuté, ou pourquoi pas.',
    ],
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Faites vos preuves sur papier d’abord',
    text: 'Laissez l’alerte fonctionner sur votre compte papier pendant plusieurs séances avant de lui confier de l’argent réel. Les ordres automatisés sont exécutés sans confirmation. Lisez les [avertissements sur les risques des contrats à terme](/futures-risk-disclosures).',
  },
  { type: 'heading', level: 2, text: 'Pour aller plus loin' },
  {
    type: 'list',
    items: [
      '[Alertes de stratégie](/docs/tradingview/strategy-alerts) : une seule alerte pour chaque entrée et sortie d’une stratégie Pine Script.',
      '[Variables TradingView](/docs/webhooks/tradingview-placeholders) : remplissez le message avec des valeurs en direct.',
      '[Codes d’erreur](/docs/errors) : pourquoi une alerte n’a pas été exécutée, et que faire.',
      '[Sécurité](/docs/security) : protégez votre webhook.',
    ],
  },
];

export default body;
