import type { BlogPostMeta } from '../blog-post.types';

export const webhookSecurityPost: BlogPostMeta = {
  path: '2026/webhook-security',
  date: '2026-09-29',
  author: { name: 'TickRelay Team', role: { en: 'Security', fr: 'Sécurité' } },
  tags: ['security', 'webhooks'],
  readingMinutes: 5,
  title: {
    en: 'Webhook security: keep your URL secret',
    fr: 'Sécurité des webhooks : gardez votre URL secrète',
  },
  summary: {
    en: 'A webhook URL that can place orders deserves the care you give a password. Where URLs leak, how to rotate them, and the broker limits that protect you when something goes wrong.',
    fr: 'Une URL de webhook capable de passer des ordres mérite le soin que vous accordez à un mot de passe. Où les URL fuient, comment les renouveler, et les limites qui vous protègent en cas de problème.',
  },
  body: {
    en: () => import('./webhook-security.en'),
    fr: () => import('./webhook-security.fr'),
  },
};
