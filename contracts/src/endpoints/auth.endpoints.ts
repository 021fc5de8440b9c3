// Accounts: sign-up, confirmation, sign-in, session, refresh, sign-out, password reset and change.
// The session itself travels in the httpOnly `tr_session` cookie, never in a body.
import type { Locale } from '../locales';
import { endpoint } from './endpoint';

/** Limits of the accounts fields, the same in the SPA's checks and the API's validation. */
export const ACCOUNT_FIELD_LIMITS = {
  emailMax: 254,
  displayNameMax: 80,
  passwordMin: 8,
  passwordMax: 128,
  /** Emailed tokens are 43 base64url characters; anything much longer is not one of ours. */
  tokenMax: 512,
} as const;

/** The member as the API shows them (never any token). */
export interface PublicUser {
  id: string;
  email: string;
  displayName: string;
  locale: Locale;
  emailConfirmed: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** Every answer that signs in or reads the session. */
export interface SignedIn {
  user: PublicUser;
  /** When the access token expires (ISO 8601); the SPA refreshes on 401 TOKEN_EXPIRED. */
  expiresAt: string;
}

export interface SignUpRequest {
  email: string;
  password: string;
  displayName: string;
  /** Locale of the confirmation mail and of the account. */
  locale: Locale;
  /** Must be true. */
  acceptTerms: boolean;
}

/** Who to mail, and in which language (confirmation resend, password reset). */
export interface EmailRequest {
  email: string;
  locale: Locale;
}

export interface SignInRequest {
  email: string;
  password: string;
}

export interface TokenRequest {
  token: string;
}

/**
 * The emailed confirmation token and the password chosen at sign-up: the link proves the
 * mailbox, the password proves which sign-up (a stranger may have signed up first with the
 * same address). A wrong password answers 400 VALIDATION_FAILED `{password: 'incorrect'}` and
 * leaves the link usable.
 */
export interface ConfirmEmailRequest extends TokenRequest {
  password: string;
}

/** `{token, password}` from a recovery link, or `{currentPassword, password}` when signed in. */
export type UpdatePasswordRequest =
  { token: string; password: string } | { currentPassword: string; password: string };

/** The same answer for every valid request, existing accounts included (no account probing). */
export interface ConfirmationSent {
  status: 'confirmation_sent';
}

/** The same answer whether or not the address has an account. */
export interface MailAccepted {
  status: 'accepted';
}

export const signUp = endpoint<{ body: SignUpRequest; response: ConfirmationSent }>()({
  method: 'POST',
  path: '/api/auth/signup',
  status: 201,
});

/** POSTed by the SPA's /confirm page with the emailed token and the sign-up's password; signs in. */
export const confirmEmail = endpoint<{ body: ConfirmEmailRequest; response: SignedIn }>()({
  method: 'POST',
  path: '/api/auth/confirm',
  status: 200,
});

export const resendConfirmation = endpoint<{ body: EmailRequest; response: MailAccepted }>()({
  method: 'POST',
  path: '/api/auth/confirm/resend',
  status: 202,
});

/**
 * The answer of a sign-in (password, or a recovery link) when the account has a second factor and
 * this browser is not remembered: the session cookie is set but waits for the second step
 * (second-factor.endpoints verifySecondStep); everything else answers 401 SECOND_FACTOR_REQUIRED.
 */
export interface SecondFactorRequired {
  status: 'second_factor_required';
  methods: readonly 'totp'[];
}

export type SignInAnswer = SignedIn | SecondFactorRequired;

export function isSecondFactorRequired(answer: SignInAnswer): answer is SecondFactorRequired {
  return 'status' in answer && answer.status === 'second_factor_required';
}

export const signIn = endpoint<{ body: SignInRequest; response: SignInAnswer }>()({
  method: 'POST',
  path: '/api/auth/signin',
  status: 200,
});

/** Rotates the refresh token of the cookie's session. */
export const refreshSession = endpoint<{ response: SignedIn }>()({
  method: 'POST',
  path: '/api/auth/refresh',
  status: 200,
});

export const signOut = endpoint<{ response: undefined }>()({
  method: 'POST',
  path: '/api/auth/signout',
  status: 204,
});

/** 401 for a visitor. */
export const getSession = endpoint<{ response: SignedIn }>()({
  method: 'GET',
  path: '/api/auth/session',
  status: 200,
});

export const requestPasswordReset = endpoint<{ body: EmailRequest; response: MailAccepted }>()({
  method: 'POST',
  path: '/api/auth/password-reset',
  status: 202,
});

/** A recovery link's answer is SecondFactorRequired when the account has a second factor. */
export const updatePassword = endpoint<{ body: UpdatePasswordRequest; response: SignInAnswer }>()({
  method: 'POST',
  path: '/api/auth/update-password',
  status: 200,
});
