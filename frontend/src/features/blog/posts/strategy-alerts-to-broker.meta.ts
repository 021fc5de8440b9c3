import type { BlogPostMeta } from '../blog-post.types';

export const strategyAlertsToBrokerPost: BlogPostMeta = {
  path: '2026/sending-tradingview-strategy-alerts-to-a-futures-broker',
  date: '2026-09-08',
  author: { name: 'TickRelay Team', role: { en: 'Product', fr: 'Produit' } },
  tags: ['tradingview', 'pine-script', 'webhooks'],
  readingMinutes: 6,
  title: {
    en: 'Sending TradingView strategy alerts to a futures broker',
    fr: 'Envoyer les alertes d’une stratégie TradingView à un courtier en contrats à terme',
  },
  summary: {
    en: 'From a backtested Pine Script strategy to orders on your futures account: one alert, one JSON message per order, and the checks to make before going live.',
    fr: 'D’une stratégie Pine Script testée à des ordres sur votre compte de contrats à terme : une alerte, un message JSON par ordre, et les vérifications à faire avant le réel.',
  },
  body: {
    en: () => import('./strategy-alerts-to-broker.en'),
    fr: () => import('./strategy-alerts-to-broker.fr'),
  },
};
