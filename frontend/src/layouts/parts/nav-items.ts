import { routePaths } from '@tickrelay/contracts/routes';

/** Main navigation of the public site: path and `nav` namespace key. */
export const primaryNav = [
  { to: routePaths.docs, label: 'nav.docs' },
  { to: routePaths.alertBuilder, label: 'nav.alertBuilder' },
  { to: routePaths.download, label: 'nav.download' },
  { to: routePaths.blog, label: 'nav.blog' },
  { to: routePaths.about, label: 'nav.about' },
] as const;

export const membershipNav = [
  { to: routePaths.membershipDashboard, label: 'nav.membership.dashboard', icon: 'dashboard' },
  { to: routePaths.membershipProfile, label: 'nav.membership.profile', icon: 'profile' },
  {
    to: routePaths.membershipSubscription,
    label: 'nav.membership.subscription',
    icon: 'subscription',
  },
  { to: routePaths.membershipWebhook, label: 'nav.membership.webhook', icon: 'webhook' },
  { to: routePaths.membershipSecurity, label: 'nav.membership.security', icon: 'security' },
  {
    to: routePaths.membershipSecurityLog,
    label: 'nav.membership.securityLog',
    icon: 'securityLog',
  },
] as const;

export type MembershipNavIcon = (typeof membershipNav)[number]['icon'];
