// Every message namespace of English, each its own lazily loaded chunk (one import() per JSON file:
// Vite splits on each). lib/i18n/message-loader loads the shell's namespaces with the language and
// each page's namespaces with the page (app/page-namespaces.ts).
//
// Adding a namespace `foo`:
//   1. create locales/en/foo.json and locales/fr/foo.json (same keys: messages-parity test);
//   2. add `foo: () => import('./foo.json'),` here AND in locales/fr/index.ts (the French index
//      must list the same names: typecheck fails otherwise);
//   3. list 'foo' for the pages that use it in app/page-namespaces.ts (or for a layout or guard
//      there; or in SHELL_NAMESPACES of lib/i18n/namespaces.ts if the root shell renders it on
//      every page). The page-namespaces test walks each page's imports and fails when a file
//      calls t('foo.…') without 'foo' being loaded for that page.
import type { NamespaceLoader } from '@/lib/i18n/namespaces';

const namespaces = {
  about: () => import('./about.json'),
  alertBuilder: () => import('./alertBuilder.json'),
  auth: () => import('./auth.json'),
  billing: () => import('./billing.json'),
  blog: () => import('./blog.json'),
  broker: () => import('./broker.json'),
  code: () => import('./code.json'),
  common: () => import('./common.json'),
  consent: () => import('./consent.json'),
  contact: () => import('./contact.json'),
  dataExport: () => import('./dataExport.json'),
  deliveries: () => import('./deliveries.json'),
  destinations: () => import('./destinations.json'),
  docs: () => import('./docs.json'),
  download: () => import('./download.json'),
  email: () => import('./email.json'),
  errors: () => import('./errors.json'),
  futures: () => import('./futures.json'),
  home: () => import('./home.json'),
  membership: () => import('./membership.json'),
  nav: () => import('./nav.json'),
  operator: () => import('./operator.json'),
  pages: () => import('./pages.json'),
  privacy: () => import('./privacy.json'),
  profile: () => import('./profile.json'),
  risk: () => import('./risk.json'),
  securityLog: () => import('./securityLog.json'),
  security: () => import('./security.json'),
  ui: () => import('./ui.json'),
  webhook: () => import('./webhook.json'),
} satisfies Record<string, NamespaceLoader>;

export default namespaces;
