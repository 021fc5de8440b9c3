import type { BlogPostMeta } from '../blog-post.types';

export const bracketOrdersPost: BlogPostMeta = {
  path: '2026/bracket-orders-from-a-single-alert',
  date: '2026-08-18',
  author: { name: 'TickRelay Team', role: { en: 'Product', fr: 'Produit' } },
  tags: ['webhooks', 'risk'],
  readingMinutes: 5,
  title: {
    en: 'Bracket orders from a single alert',
    fr: 'Des ordres liés à partir d’une seule alerte',
  },
  summary: {
    en: 'Attach a stop-loss and a take-profit to every entry, so your protection lives at the broker and not only in TradingView.',
    fr: 'Attachez un stop de protection et un objectif à chaque entrée, pour que votre protection vive chez le courtier et pas seulement dans TradingView.',
  },
  body: {
    en: () => import('./bracket-orders.en'),
    fr: () => import('./bracket-orders.fr'),
  },
};
