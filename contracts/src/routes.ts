// The pages of the site and their paths (English form; French paths carry the /fr prefix, see
// locale-path.ts): the SPA's router is built from this table and the e2e suite visits it.
import { RENEW_SUBSCRIPTION_ACTION } from './recaptcha-actions';

export const routePaths = {
  home: '/',
  about: '/about',
  aboutUs: '/about-us',
  blog: '/blog',
  code: '/code',
  confirm: '/confirm',
  confirmPayment: '/confirm-payment',
  contact: '/contact',
  docs: '/docs',
  download: '/download',
  error: '/error',
  futuresRiskDisclosures: '/futures-risk-disclosures',
  membership: '/membership',
  membershipDashboard: '/membership/dashboard',
  membershipProfile: '/membership/profile',
  membershipSecurityLog: '/membership/security-log',
  membershipSubscription: '/membership/subscription',
  membershipWebhook: '/membership/webhook',
  membershipSecurity: '/membership/security',
  onboarding: '/onboarding',
  operator: '/operator',
  operatorMoney: '/operator/money',
  operatorPipeline: '/operator/pipeline',
  operatorQueues: '/operator/queues',
  passwordReset: '/passwordreset',
  updatePassword: '/update-password',
  notMe: '/not-me',
  emailChangeConfirm: '/email-change/confirm',
  emailChangeUndo: '/email-change/undo',
  privacy: '/privacy',
  renewSubscription: '/renew-subscription',
  signin: '/signin',
  signup: '/signup',
  alertBuilder: '/tools/alert-builder',
} as const;

export const blogPostPath = (slug: string): string => `${routePaths.blog}/${slug}`;
export const docsPagePath = (path: string): string =>
  path ? `${routePaths.docs}/${path}` : routePaths.docs;
export const codePath = (id: string): string => `${routePaths.code}/${encodeURIComponent(id)}`;

export type LayoutName = 'default' | 'membership' | 'dashboard' | 'none';
/**
 * auth: signed in; guest: signed out; recaptcha: a reCAPTCHA v3 token for `recaptchaAction`;
 * member: signed in AND entitled by the subscription (billing's isEntitled, as the API's @Member()).
 */
export type GuardName = 'auth' | 'guest' | 'recaptcha' | 'member';

export type PageKey =
  | 'home'
  | 'about'
  | 'blogList'
  | 'blogPost'
  | 'code'
  | 'confirmPayment'
  | 'contact'
  | 'docs'
  | 'download'
  | 'error'
  | 'risk'
  | 'membershipOverview'
  | 'membershipDashboard'
  | 'membershipProfile'
  | 'membershipSecurityLog'
  | 'notMe'
  | 'emailChange'
  | 'membershipSubscription'
  | 'membershipWebhook'
  | 'membershipSecurity'
  | 'onboarding'
  | 'operatorMembers'
  | 'operatorMoney'
  | 'operatorPipeline'
  | 'operatorQueues'
  | 'passwordReset'
  | 'updatePassword'
  | 'privacy'
  | 'renewSubscription'
  | 'signin'
  | 'signup'
  | 'alertBuilder';

export interface RouteDefinition {
  /** react-router pattern relative to the locale root ('' is the index route). */
  pattern: string;
  page: PageKey;
  layout: LayoutName;
  guard?: GuardName;
  /** reCAPTCHA v3 action of a `recaptcha` guard (the API verifies the same action). */
  recaptchaAction?: string;
  /** Listed in the sitemap (indexable public page with a fixed path). */
  indexable?: boolean;
}

/** The spec's route table (§2). Each entry exists at /{pattern} and /fr/{pattern}. */
export const routeTable: readonly RouteDefinition[] = [
  { pattern: '', page: 'home', layout: 'default', indexable: true },
  { pattern: 'about-us', page: 'about', layout: 'default', indexable: true },
  { pattern: 'about', page: 'about', layout: 'default', indexable: true },
  { pattern: 'blog', page: 'blogList', layout: 'default', indexable: true },
  { pattern: 'blog/*', page: 'blogPost', layout: 'default' },
  { pattern: 'code/:id', page: 'code', layout: 'none' },
  { pattern: 'confirm-payment', page: 'confirmPayment', layout: 'default' },
  { pattern: 'confirm', page: 'confirmPayment', layout: 'default' },
  { pattern: 'contact', page: 'contact', layout: 'default', indexable: true },
  { pattern: 'docs/*', page: 'docs', layout: 'default', indexable: true },
  { pattern: 'download', page: 'download', layout: 'default', indexable: true },
  { pattern: 'error', page: 'error', layout: 'default' },
  {
    pattern: 'futures-risk-disclosures',
    page: 'risk',
    layout: 'default',
    indexable: true,
  },
  { pattern: 'membership', page: 'membershipOverview', layout: 'membership', guard: 'auth' },
  {
    pattern: 'membership/dashboard',
    page: 'membershipDashboard',
    layout: 'membership',
    guard: 'auth',
  },
  { pattern: 'membership/profile', page: 'membershipProfile', layout: 'membership', guard: 'auth' },
  {
    pattern: 'membership/security-log',
    page: 'membershipSecurityLog',
    layout: 'membership',
    guard: 'auth',
  },
  {
    pattern: 'membership/subscription',
    page: 'membershipSubscription',
    layout: 'membership',
    guard: 'auth',
  },
  { pattern: 'membership/webhook', page: 'membershipWebhook', layout: 'membership', guard: 'auth' },
  {
    pattern: 'membership/security',
    page: 'membershipSecurity',
    layout: 'membership',
    guard: 'auth',
  },
  { pattern: 'onboarding', page: 'onboarding', layout: 'default' },
  // The operator console (issue 26): signed in here, the operator role checked by the API
  // (@Operator(), 403 OPERATOR_REQUIRED, which the pages show); never prerendered nor indexed.
  { pattern: 'operator', page: 'operatorMembers', layout: 'membership', guard: 'auth' },
  { pattern: 'operator/money', page: 'operatorMoney', layout: 'membership', guard: 'auth' },
  { pattern: 'operator/pipeline', page: 'operatorPipeline', layout: 'membership', guard: 'auth' },
  { pattern: 'operator/queues', page: 'operatorQueues', layout: 'membership', guard: 'auth' },
  { pattern: 'passwordreset', page: 'passwordReset', layout: 'default' },
  { pattern: 'not-me', page: 'notMe', layout: 'default' },
  { pattern: 'email-change/confirm', page: 'emailChange', layout: 'default' },
  { pattern: 'email-change/undo', page: 'emailChange', layout: 'default' },
  { pattern: 'update-password', page: 'updatePassword', layout: 'default' },
  { pattern: 'privacy', page: 'privacy', layout: 'default', indexable: true },
  {
    pattern: 'renew-subscription',
    page: 'renewSubscription',
    layout: 'default',
    guard: 'recaptcha',
    recaptchaAction: RENEW_SUBSCRIPTION_ACTION,
  },
  { pattern: 'signin', page: 'signin', layout: 'default', guard: 'guest', indexable: true },
  { pattern: 'signup', page: 'signup', layout: 'default', guard: 'guest', indexable: true },
  { pattern: 'tools/alert-builder', page: 'alertBuilder', layout: 'dashboard', indexable: true },
];

/**
 * Every route that has one fixed path (no parameter, no wildcard), as a visitor types it: '/about',
 * '/docs' for 'docs/*', '/' for the home page.
 */
export function fixedRoutes(): (RouteDefinition & { path: string })[] {
  const seen = new Set<string>();
  const routes: (RouteDefinition & { path: string })[] = [];
  for (const route of routeTable) {
    if (route.pattern.includes(':')) continue;
    const path = `/${route.pattern.replace(/\/?\*$/, '')}`;
    if (seen.has(path)) continue;
    seen.add(path);
    routes.push({ ...route, path });
  }
  return routes;
}
