import type { BlogPostMeta } from '../blog-post.types';

export const positionSizingPost: BlogPostMeta = {
  path: '2026/position-sizing-with-strategy-order-contracts',
  date: '2026-10-20',
  author: { name: 'TickRelay Team', role: { en: 'Trading tools', fr: 'Outils de trading' } },
  tags: ['pine-script', 'tradingview', 'risk'],
  readingMinutes: 7,
  title: {
    en: 'Position sizing with {{strategy.order.contracts}}',
    fr: 'La taille de position avec {{strategy.order.contracts}}',
  },
  summary: {
    en: 'Where the number behind {{strategy.order.contracts}} comes from, why it rarely matches your account, and how to size orders from the risk you accept per trade.',
    fr: 'D’où vient le nombre derrière {{strategy.order.contracts}}, pourquoi il correspond rarement à votre compte, et comment dimensionner les ordres selon le risque accepté par transaction.',
  },
  body: {
    en: () => import('./position-sizing.en'),
    fr: () => import('./position-sizing.fr'),
  },
};
