// Every message namespace of French: the same names as locales/en/index.ts (how to add one is
// written there), each its own lazily loaded chunk.
import type { Namespace, NamespaceLoader } from '@/lib/i18n/namespaces';

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
} satisfies Record<Namespace, NamespaceLoader>;

export default namespaces;
