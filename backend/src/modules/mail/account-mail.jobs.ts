import type { Locale } from '@/modules/auth/auth.types';

interface AccountMailBase {
  to: string;
  displayName: string;
  locale: Locale;
}

/** Confirmation and recovery mails: a single-use link that expires. */
export interface AccountLinkMailJob extends AccountMailBase {
  link: string;
  expiresAt: string;
}

export interface PasswordChangedMailJob extends AccountMailBase {
  changedAt: string;
  /** Where to go when the change was not the member's doing. */
  resetLink: string;
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export interface SignupAttemptMailJob extends AccountMailBase {
  signInLink: string;
  resetLink: string;
}

export interface AccountMailJobs {
  'account-confirmation': AccountLinkMailJob;
  'password-recovery': AccountLinkMailJob;
  'password-changed': PasswordChangedMailJob;
  'signup-attempt': SignupAttemptMailJob;
}

export type AccountMailName = keyof AccountMailJobs;
export const ACCOUNT_MAIL_NAMES: readonly AccountMailName[] = [
  'account-confirmation',
  'password-recovery',
  'password-changed',
  'signup-attempt',
];
