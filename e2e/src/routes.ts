// Every route of the spec's route table, with the layout it must render in.
export type Layout = 'default' | 'membership' | 'dashboard' | 'none';

export interface RouteCase {
  path: string;
  layout: Layout;
  /** Where a visitor ends up when a guard keeps them out. */
  guard?: 'auth';
}

export const staticRoutes: RouteCase[] = [
  { path: '/', layout: 'default' },
  { path: '/about-us', layout: 'default' },
  { path: '/about', layout: 'default' },
  { path: '/blog', layout: 'default' },
  { path: '/confirm-payment', layout: 'default' },
  { path: '/confirm', layout: 'default' },
  { path: '/contact', layout: 'default' },
  { path: '/docs', layout: 'default' },
  { path: '/download', layout: 'default' },
  { path: '/error', layout: 'default' },
  { path: '/futures-risk-disclosures', layout: 'default' },
  { path: '/onboarding', layout: 'default' },
  { path: '/passwordreset', layout: 'default' },
  { path: '/update-password', layout: 'default' },
  { path: '/privacy', layout: 'default' },
  { path: '/renew-subscription', layout: 'default' },
  { path: '/signin', layout: 'default' },
  { path: '/signup', layout: 'default' },
  { path: '/tools/alert-builder', layout: 'dashboard' },
  { path: '/membership', layout: 'membership', guard: 'auth' },
  { path: '/membership/dashboard', layout: 'membership', guard: 'auth' },
  { path: '/membership/profile', layout: 'membership', guard: 'auth' },
  { path: '/membership/subscription', layout: 'membership', guard: 'auth' },
  { path: '/membership/webhook', layout: 'membership', guard: 'auth' },
];

export const localized = (locale: 'en' | 'fr', path: string): string =>
  locale === 'en' ? path : path === '/' ? '/fr' : `/fr${path}`;
