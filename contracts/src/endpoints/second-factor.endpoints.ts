// The second factor (TOTP and recovery codes), the sign-in's second step and step-up proofs
// (issue 27). Codes travel in bodies only; the pending sign-in is the session cookie itself,
// which answers 401 SECOND_FACTOR_REQUIRED everywhere but the second step until a code is given.
import type { SignedIn } from './auth.endpoints';
import { endpoint } from './endpoint';

export const SECOND_FACTOR_LIMITS = {
  /** Six-digit TOTP codes; recovery codes are `xxxxx-xxxxx` (the dash optional when typed). */
  codeMax: 16,
  recoveryCodes: 10,
  /** How long a pending sign-in waits for its second step. */
  pendingSignInMinutes: 10,
  /** How long a proof (password or second factor) lets step-up routes through. */
  stepUpMinutes: 10,
  /** "Remember this browser". */
  rememberBrowserDays: 30,
} as const;

export interface SecondFactorStatus {
  totp: { enabled: boolean; enabledAt: string | null };
  recoveryCodesLeft: number;
}

export interface TotpEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUri: string;
  /** An SVG image of otpauthUri as a data: URL. */
  qrCode: string;
}

export interface CodeRequest {
  /** A six-digit TOTP code, or a recovery code. */
  code: string;
}

export interface RecoveryCodes {
  /** Shown once; stored hashed. */
  recoveryCodes: string[];
}

export interface SecondStepRequest extends CodeRequest {
  rememberBrowser?: boolean;
}

/** Exactly one of the two. */
export type StepUpRequest = { password: string } | { code: string };

export interface StepUpProven {
  /** Until when step-up routes let this session through (ISO 8601). */
  provenUntil: string;
}

export const getSecondFactor = endpoint<{ response: SecondFactorStatus }>()({
  method: 'GET',
  path: '/api/auth/second-factor',
  status: 200,
});

/** Step-up. A new secret (an unconfirmed earlier one is replaced); 409 CONFLICT when enabled. */
export const startTotpEnrolment = endpoint<{ response: TotpEnrolment }>()({
  method: 'POST',
  path: '/api/auth/second-factor/totp',
  status: 201,
});

/** A code from the new secret turns TOTP on and answers the recovery codes, once. */
export const confirmTotpEnrolment = endpoint<{ body: CodeRequest; response: RecoveryCodes }>()({
  method: 'POST',
  path: '/api/auth/second-factor/totp/confirm',
  status: 200,
});

/** Step-up, and a code of the factor itself: turns the second factor off. */
export const disableSecondFactor = endpoint<{ body: CodeRequest; response: undefined }>()({
  method: 'POST',
  path: '/api/auth/second-factor/disable',
  status: 204,
});

/** The sign-in's second step, with the pending session's cookie. */
export const verifySecondStep = endpoint<{ body: SecondStepRequest; response: SignedIn }>()({
  method: 'POST',
  path: '/api/auth/signin/second-factor',
  status: 200,
});

/** A fresh proof for the session: step-up routes answer 403 STEP_UP_REQUIRED without one. */
export const stepUp = endpoint<{ body: StepUpRequest; response: StepUpProven }>()({
  method: 'POST',
  path: '/api/auth/step-up',
  status: 200,
});
