import type { PageKey } from '@tickrelay/contracts/routes';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

// A page may export a react-router `loader` beside its component (data before the first render:
// the prerender and the hydration see the same content). frontend/scripts/prerender reads the
// import() paths below to preload each page's chunks: keep one `key: () => import('@/…')` a line.
type PageModule = Promise<{ default: ComponentType; loader?: LoaderFunction }>;

/** One lazily loaded chunk per page; the router imports a page only when its route matches. */
export const pageModules: Record<PageKey, () => PageModule> = {
  home: () => import('@/app/pages/home/home-page'),
  about: () => import('@/app/pages/about/about-page'),
  blogList: () => import('@/app/pages/blog/blog-list-page'),
  blogPost: () => import('@/app/pages/blog/blog-post-page'),
  code: () => import('@/app/pages/code/code-page'),
  confirmPayment: () => import('@/app/pages/confirm/confirm-payment-page'),
  contact: () => import('@/app/pages/contact/contact-page'),
  docs: () => import('@/app/pages/docs/docs-page'),
  download: () => import('@/app/pages/download/download-page'),
  error: () => import('@/app/pages/error/error-page'),
  risk: () => import('@/app/pages/risk/risk-disclosures-page'),
  membershipOverview: () => import('@/app/pages/membership/membership-overview-page'),
  membershipDashboard: () => import('@/app/pages/membership/membership-dashboard-page'),
  membershipProfile: () => import('@/app/pages/membership/membership-profile-page'),
  membershipSecurityLog: () => import('@/app/pages/membership/membership-security-log-page'),
  notMe: () => import('@/app/pages/auth/not-me-page'),
  emailChange: () => import('@/app/pages/auth/email-change-page'),
  membershipSubscription: () => import('@/app/pages/membership/membership-subscription-page'),
  membershipWebhook: () => import('@/app/pages/membership/membership-webhook-page'),
  membershipSecurity: () => import('@/app/pages/membership/membership-security-page'),
  onboarding: () => import('@/app/pages/onboarding/onboarding-page'),
  operatorMembers: () => import('@/app/pages/operator/operator-members-page'),
  operatorMoney: () => import('@/app/pages/operator/operator-money-page'),
  operatorPipeline: () => import('@/app/pages/operator/operator-pipeline-page'),
  operatorQueues: () => import('@/app/pages/operator/operator-queues-page'),
  passwordReset: () => import('@/app/pages/auth/password-reset-page'),
  updatePassword: () => import('@/app/pages/auth/update-password-page'),
  privacy: () => import('@/app/pages/privacy/privacy-page'),
  renewSubscription: () => import('@/app/pages/renew-subscription/renew-subscription-page'),
  signin: () => import('@/app/pages/auth/signin-page'),
  signup: () => import('@/app/pages/auth/signup-page'),
  alertBuilder: () => import('@/app/pages/alert-builder/alert-builder-page'),
};

export const layoutModules = {
  default: () => import('@/layouts/default-layout'),
  membership: () => import('@/layouts/membership-layout'),
  dashboard: () => import('@/layouts/dashboard-layout'),
  none: () => import('@/layouts/no-layout'),
} as const;

export const notFoundModule = () => import('@/app/pages/error/not-found-page');
