import type {
  ContentBody,
  ContentLocale,
  Localized,
} from '@/components/content/content-block.types';

import { errorReferenceNode } from './error-reference/error-reference';

/** A documentation body module; one per page and language, loaded only when the page is opened. */
export type DocModule = { default: ContentBody };
export type DocLoaders = Readonly<Record<ContentLocale, () => Promise<DocModule>>>;

export interface DocTreeNode {
  /** One path segment: the URL of a node is its ancestors' segments joined by `/`. */
  segment: string;
  title: Localized;
  /** Used as the meta description and in the index. */
  summary: Localized;
  /** Present when the node is a page; a node without body only groups its children. */
  body?: DocLoaders;
  children?: readonly DocTreeNode[];
  /** false: the sidebar shows the node's own page only (the error reference's forty codes). */
  sidebarChildren?: false;
}

export const docsTree: readonly DocTreeNode[] = [
  {
    segment: 'getting-started',
    title: { en: 'Getting started', fr: 'Premiers pas' },
    summary: {
      en: 'From sign-up to your first automated order in five steps.',
      fr: 'De l’inscription à votre premier ordre automatisé en cinq étapes.',
    },
    body: {
      en: () => import('./content/getting-started.en'),
      fr: () => import('./content/getting-started.fr'),
    },
  },
  {
    segment: 'webhooks',
    title: { en: 'Webhooks', fr: 'Webhooks' },
    summary: {
      en: 'Your personal URL, the JSON TickRelay expects and the TradingView placeholders.',
      fr: 'Votre URL personnelle, le JSON attendu par TickRelay et les variables TradingView.',
    },
    children: [
      {
        segment: 'webhook-url',
        title: { en: 'Your webhook URL', fr: 'Votre URL de webhook' },
        summary: {
          en: 'Where to find your personal webhook URL, how to use it and when to rotate it.',
          fr: 'Où trouver votre URL de webhook personnelle, comment l’utiliser et quand la renouveler.',
        },
        body: {
          en: () => import('./content/webhook-url.en'),
          fr: () => import('./content/webhook-url.fr'),
        },
      },
      {
        segment: 'payload-format',
        title: { en: 'Payload format', fr: 'Format du message' },
        summary: {
          en: 'Every field of the JSON alert message, its accepted values and validation rules.',
          fr: 'Chaque champ du message JSON d’alerte, ses valeurs admises et ses règles de validation.',
        },
        body: {
          en: () => import('./content/payload-format.en'),
          fr: () => import('./content/payload-format.fr'),
        },
      },
      {
        segment: 'tradingview-placeholders',
        title: { en: 'TradingView placeholders', fr: 'Variables TradingView' },
        summary: {
          en: 'Use {{ticker}}, {{close}} and the strategy placeholders to fill the payload.',
          fr: 'Utilisez {{ticker}}, {{close}} et les variables de stratégie pour remplir le message.',
        },
        body: {
          en: () => import('./content/tradingview-placeholders.en'),
          fr: () => import('./content/tradingview-placeholders.fr'),
        },
      },
    ],
  },
  {
    segment: 'tradingview',
    title: { en: 'TradingView', fr: 'TradingView' },
    summary: {
      en: 'Create alerts that call your webhook, from indicators or from strategies.',
      fr: 'Créez des alertes qui appellent votre webhook, depuis un indicateur ou une stratégie.',
    },
    children: [
      {
        segment: 'create-an-alert',
        title: { en: 'Create an alert', fr: 'Créer une alerte' },
        summary: {
          en: 'Step by step: condition, message, webhook URL and trigger frequency.',
          fr: 'Pas à pas : condition, message, URL de webhook et fréquence de déclenchement.',
        },
        body: {
          en: () => import('./content/create-an-alert.en'),
          fr: () => import('./content/create-an-alert.fr'),
        },
      },
      {
        segment: 'strategy-alerts',
        title: { en: 'Strategy alerts', fr: 'Alertes de stratégie' },
        summary: {
          en: 'Drive orders from a Pine Script strategy with one alert for every entry and exit.',
          fr: 'Pilotez vos ordres depuis une stratégie Pine Script avec une seule alerte.',
        },
        body: {
          en: () => import('./content/strategy-alerts.en'),
          fr: () => import('./content/strategy-alerts.fr'),
        },
      },
    ],
  },
  {
    segment: 'brokers',
    title: { en: 'Brokers', fr: 'Courtiers' },
    summary: {
      en: 'Connect the futures account that receives your orders.',
      fr: 'Connectez le compte de contrats à terme qui reçoit vos ordres.',
    },
    children: [
      {
        segment: 'overview',
        title: { en: 'Connecting a broker', fr: 'Connecter un courtier' },
        summary: {
          en: 'Where alerts are executed (paper, Tradovate or nowhere), accounts, symbols and rolls.',
          fr: 'Où les alertes sont exécutées (papier, Tradovate ou nulle part), comptes, symboles et roulements.',
        },
        body: {
          en: () => import('./content/brokers-overview.en'),
          fr: () => import('./content/brokers-overview.fr'),
        },
      },
      {
        segment: 'tradovate',
        title: { en: 'Tradovate', fr: 'Tradovate' },
        summary: {
          en: 'Connect a Tradovate account, demo or live, with an API key: approval, symbols, what each action does there.',
          fr: 'Connectez un compte Tradovate, démo ou réel, avec une clé d’API : approbation, symboles, effet de chaque action.',
        },
        body: {
          en: () => import('./content/tradovate.en'),
          fr: () => import('./content/tradovate.fr'),
        },
      },
    ],
  },
  {
    segment: 'destinations',
    title: { en: 'Destinations', fr: 'Destinations' },
    summary: {
      en: 'Relay alerts to your HTTPS endpoint (signed), Discord or Telegram, and get failure notices.',
      fr: 'Relayez les alertes vers votre point d’accès HTTPS (signé), Discord ou Telegram, et recevez les avis d’échec.',
    },
    body: {
      en: () => import('./content/destinations.en'),
      fr: () => import('./content/destinations.fr'),
    },
  },
  {
    segment: 'security',
    title: { en: 'Security', fr: 'Sécurité' },
    summary: {
      en: 'Keep your webhook URL secret and limit what a leaked alert could do.',
      fr: 'Gardez votre URL de webhook secrète et limitez l’effet d’une alerte divulguée.',
    },
    body: {
      en: () => import('./content/security.en'),
      fr: () => import('./content/security.fr'),
    },
  },
  {
    segment: 'troubleshooting',
    title: { en: 'Troubleshooting', fr: 'Dépannage' },
    summary: {
      en: 'Alerts that do not arrive, invalid payloads, rejected and duplicate orders.',
      fr: 'Alertes qui n’arrivent pas, messages invalides, ordres rejetés ou en double.',
    },
    body: {
      en: () => import('./content/troubleshooting.en'),
      fr: () => import('./content/troubleshooting.fr'),
    },
  },
  errorReferenceNode,
  {
    segment: 'faq',
    title: { en: 'FAQ', fr: 'FAQ' },
    summary: {
      en: 'Short answers to the questions traders ask most often.',
      fr: 'Des réponses courtes aux questions les plus fréquentes.',
    },
    body: {
      en: () => import('./content/faq.en'),
      fr: () => import('./content/faq.fr'),
    },
  },
];
