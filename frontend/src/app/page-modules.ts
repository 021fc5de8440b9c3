import type { PageKey } from '@tickrelay/contracts/routes';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

// A page may export a react-router `loader` beside its component (data before the first render:
// the prerender and the hydration see the same content). frontend/scripts/prerender reads the
// import() paths below to preload each page's chunks: keep one `key: () => import('@/…')` a line.
type PageModule = Promise<{ default: ComponentType; loader?: LoaderFunction }>;

/** One lazily loaded chunk per page; the router imports a page only when its route matches. */
export const pageModules: Record<PageKey, () => PageModule> = {
  home: () => import('@/features/home/home-page'),
  about: () => import('@/features/about/about-page'),
  blogList: () => import('@/features/blog/blog-list-page'),
  blogPost: () => import('@/features/blog/blog-post-page'),
  code: () => import('@/features/code/code-page'),
  confirmPayment: () => import('@/features/confirm/confirm-payment-page'),
  contact: () => import('@/features/contact/contact-page'),
  docs: () => import('@/features/docs/docs-page'),
  download: () => import('@/features/download/download-page'),
  error: () => import('@/features/error/error-page'),
  risk: () => import('@/features/risk/risk-disclosures-page'),
  membershipOverview: () => import('@/app/pages/membership/membership-overview-page'),
  membershipDashboard: () => import('@/app/pages/membership/membership-dashboard-page'),
  membershipProfile: () => import('@/app/pages/membership/membership-profile-page'),
  membershipSubscription: () => import('@/app/pages/membership/membership-subscription-page'),
  membershipWebhook: () => import('@/app/pages/membership/membership-webhook-page'),
  onboarding: () => import('@/features/onboarding/onboarding-page'),
  passwordReset: () => import('@/features/auth/password-reset-page'),
  updatePassword: () => import('@/features/auth/update-password-page'),
  privacy: () => import('@/features/privacy/privacy-page'),
  renewSubscription: () => import('@/features/renew-subscription/renew-subscription-page'),
  signin: () => import('@/features/auth/signin-page'),
  signup: () => import('@/features/auth/signup-page'),
  alertBuilder: () => import('@/features/alert-builder/alert-builder-page'),
};

export const layoutModules = {
  default: () => import('@/layouts/default-layout'),
  membership: () => import('@/layouts/membership-layout'),
  dashboard: () => import('@/layouts/dashboard-layout'),
  none: () => import('@/layouts/no-layout'),
} as const;

export const notFoundModule = () => import('@/features/error/not-found-page');
