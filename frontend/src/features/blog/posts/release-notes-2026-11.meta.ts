import type { BlogPostMeta } from '../blog-post.types';

export const releaseNotesNovemberPost: BlogPostMeta = {
  path: '2026/release-notes-november-2026',
  date: '2026-11-16',
  author: { name: 'TickRelay Team', role: { en: 'Product', fr: 'Produit' } },
  tags: ['release-notes'],
  readingMinutes: 3,
  title: {
    en: 'Release notes: November 2026',
    fr: 'Notes de version : novembre 2026',
  },
  summary: {
    en: 'A new site in English and French, a dark theme, the alert builder, eleven documentation pages, and downloadable templates for Pine Script and Postman.',
    fr: 'Un nouveau site en anglais et en français, un thème sombre, le générateur d’alertes, onze pages de documentation et des modèles à télécharger pour Pine Script et Postman.',
  },
  body: {
    en: () => import('./release-notes-2026-11.en'),
    fr: () => import('./release-notes-2026-11.fr'),
  },
};
