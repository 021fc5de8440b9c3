// Which message namespaces each page, layout and guard renders, beyond the shell's (common,
// errors, nav, ui: lib/i18n/namespaces.ts). The router loads them together with the route's chunk
// (withMessages below), so a page never renders before its words and a first visit downloads
// only the namespaces of the page it opens. page-namespaces.test.ts walks each page's imports and
// fails when a file it reaches uses a namespace missing here: add the namespace where it says.
import type { Locale } from '@tickrelay/contracts/locales';
import type { GuardName, LayoutName, PageKey, RouteDefinition } from '@tickrelay/contracts/routes';

import { loadNamespaces } from '@/lib/i18n/message-loader';
import { SHELL_NAMESPACES, type Namespace } from '@/lib/i18n/namespaces';

export const pageNamespaces: Record<PageKey, readonly Namespace[]> = {
  home: ['home', 'docs'],
  about: ['about'],
  blogList: ['blog'],
  blogPost: ['blog', 'docs'],
  code: ['code', 'docs'],
  confirmPayment: ['auth', 'billing', 'pages'],
  contact: ['auth', 'contact'],
  docs: ['docs'],
  download: ['download'],
  error: [],
  risk: ['risk', 'docs'],
  membershipOverview: ['membership', 'pages'],
  membershipDashboard: [
    'auth',
    'billing',
    'broker',
    'deliveries',
    'destinations',
    'futures',
    'membership',
    'pages',
    'profile',
    'webhook',
  ],
  membershipProfile: ['auth', 'dataExport', 'email', 'pages', 'profile', 'securityLog'],
  membershipSecurityLog: ['auth', 'pages', 'securityLog'],
  notMe: ['auth', 'pages', 'securityLog'],
  emailChange: ['auth', 'email', 'pages'],
  membershipSubscription: ['auth', 'billing', 'pages'],
  membershipWebhook: [
    'auth',
    'billing',
    'broker',
    'deliveries',
    'destinations',
    'docs',
    'futures',
    'membership',
    'pages',
    'webhook',
  ],
  membershipSecurity: ['auth', 'docs', 'pages', 'security'],
  onboarding: ['membership', 'pages'],
  operatorMembers: ['operator'],
  operatorMoney: ['operator'],
  operatorPipeline: ['operator'],
  operatorQueues: ['operator'],
  passwordReset: ['auth', 'pages'],
  updatePassword: ['auth', 'pages', 'security'],
  privacy: ['privacy', 'docs'],
  renewSubscription: ['auth', 'billing', 'pages'],
  signin: ['auth', 'pages', 'security'],
  signup: ['auth', 'pages'],
  alertBuilder: ['alertBuilder'],
};

export const layoutNamespaces: Record<LayoutName, readonly Namespace[]> = {
  default: [],
  // The step-up prompt (components/step-up) opens over any membership page.
  membership: ['auth', 'security'],
  dashboard: [],
  none: [],
};

export const guardNamespaces: Record<GuardName, readonly Namespace[]> = {
  auth: [],
  guest: [],
  member: ['auth', 'billing'],
  recaptcha: [],
};

/** The not-found view (the `*` route) uses only the shell's namespaces. */
export const notFoundNamespaces: readonly Namespace[] = [];

/**
 * A route chunk's importer that also loads the namespaces it renders, in parallel: the router's
 * `lazy` awaits both, so the route renders with its words. A namespace that fails to load fails
 * the route like a chunk that fails to load.
 */
export function withMessages<T>(
  importer: () => Promise<T>,
  locale: Locale,
  namespaces: readonly Namespace[],
): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([importer(), loadNamespaces(locale, namespaces)]);
    return module;
  };
}

/** Every namespace a first render of a route needs: the shell's, its layout's, guards' and page's. */
export function routeNamespaces(definition: RouteDefinition): Namespace[] {
  const guards: GuardName[] = definition.guard
    ? definition.guard === 'member'
      ? ['auth', 'member']
      : [definition.guard]
    : [];
  return [
    ...new Set([
      ...SHELL_NAMESPACES,
      ...layoutNamespaces[definition.layout],
      ...guards.flatMap((guard) => guardNamespaces[guard]),
      ...pageNamespaces[definition.page],
    ]),
  ];
}

/**
 * The message files of a route's first render as Vite manifest keys
 * ('src/locales/fr/home.json'): the prerender lists their chunks with the page's scripts, so
 * they download with the entry instead of after it has run.
 */
export function routeMessageFiles(definition: RouteDefinition, locale: Locale): string[] {
  return routeNamespaces(definition).map((namespace) => `src/locales/${locale}/${namespace}.json`);
}

/**
 * The same from the route handles a render matched ({ layout, page } of router.tsx's RouteHandle,
 * as the prerender gets them): shell + layouts + pages, as Vite manifest keys.
 */
export function handleMessageFiles(
  handles: readonly { layout?: string; page?: string }[],
  locale: Locale,
): string[] {
  const namespaces = new Set<Namespace>(SHELL_NAMESPACES);
  for (const { layout, page } of handles) {
    if (layout && layout in layoutNamespaces) {
      layoutNamespaces[layout as LayoutName].forEach((namespace) => namespaces.add(namespace));
    }
    if (page && page in pageNamespaces) {
      pageNamespaces[page as PageKey].forEach((namespace) => namespaces.add(namespace));
    }
  }
  return [...namespaces].map((namespace) => `src/locales/${locale}/${namespace}.json`);
}
