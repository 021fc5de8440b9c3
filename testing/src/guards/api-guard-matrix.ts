// Which API route answers what to a visitor and to a signed-in member: the guard matrix, written
// once and run by the integration suite (against the bare api) and by the e2e suite (through nginx).
import { randomBytes, randomUUID } from 'node:crypto';

import {
  confirmEmailChange,
  deleteAccount,
  endSession,
  getPreferences,
  listSessions,
  requestEmailChange,
  undoEmailChange,
  updateProfile,
} from '@tickrelay/contracts/endpoints/account.endpoints';
import {
  createAlertTemplate,
  deleteAlertTemplate,
  listAlertTemplates,
  updateAlertTemplate,
} from '@tickrelay/contracts/endpoints/alert-templates.endpoints';
import {
  confirmEmail,
  getSession,
  refreshSession,
  requestPasswordReset,
  resendConfirmation,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from '@tickrelay/contracts/endpoints/auth.endpoints';
import {
  cancelSubscription,
  changePlan,
  checkoutEvents,
  getCheckout,
  getEntitlement,
  getMembership,
  listInvoices,
  listPlans,
  openBillingPortal,
  paymentWebhook,
  resumeSubscription,
  startCheckout,
} from '@tickrelay/contracts/endpoints/billing.endpoints';
import {
  deleteBrokerConnection,
  getBrokerSettings,
  liquidateBrokerAccount,
  listBrokerAudit,
  saveBrokerConnection,
  selectBrokerAccount,
  testBrokerConnection,
  updateBrokerSettings,
} from '@tickrelay/contracts/endpoints/broker.endpoints';
import {
  createDataExportLink,
  downloadDataExport,
  listDataExports,
  requestDataExport,
} from '@tickrelay/contracts/endpoints/data-export.endpoints';
import {
  createDestination,
  createTelegramLink,
  deleteDestination,
  listDestinations,
  rotateDestinationSecret,
  telegramUpdates,
  testDestination,
  updateDestination,
} from '@tickrelay/contracts/endpoints/destinations.endpoints';
import {
  createDownloadLink,
  downloadFile,
} from '@tickrelay/contracts/endpoints/downloads.endpoints';
import { type Endpoint, endpointPath } from '@tickrelay/contracts/endpoints/endpoint';
import { advanceTestClock } from '@tickrelay/contracts/endpoints/payments-sandbox.endpoints';
import {
  issueLocalRecaptchaToken,
  localRecaptchaScript,
} from '@tickrelay/contracts/endpoints/recaptcha.endpoints';
import {
  confirmTotpEnrolment,
  disableSecondFactor,
  getSecondFactor,
  startTotpEnrolment,
  stepUp,
  verifySecondStep,
} from '@tickrelay/contracts/endpoints/second-factor.endpoints';
import {
  listSecurityLog,
  reportNotMe,
} from '@tickrelay/contracts/endpoints/security-log.endpoints';
import {
  exportDeliveries,
  flattenPaper,
  getDelivery,
  getPaperAccount,
  getWebhook,
  getWebhookSummary,
  listDeliveries,
  memberEvents,
  receiveAlert,
  resetPaper,
  rotateWebhook,
  sendTestAlert,
  updateWebhook,
} from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';

import { PASSWORD, uniqueEmail } from '../accounts/member.fixture';
import { operatorGuardRows } from './api-guard-matrix.operator';

/** The status, and the error code when the answer is an error. */
export type Expected = readonly [status: number, error?: string];

export interface ApiGuardCase {
  endpoint: Endpoint;
  method: string;
  /** The endpoint's path, parameters filled in. */
  path: string;
  /**
   * What the route declares: @Auth(), @Guest(), @Member() (@Auth() and an entitling subscription),
   * @Operator() (@Auth() and the operator role), or neither (it checks what it needs itself).
   */
  guard: 'auth' | 'guest' | 'member' | 'operator' | 'open';
  body: () => unknown;
  visitor: Expected;
  member: Expected;
  /**
   * @StepUp() (issue 27): a signed-in member whose session has no proof from the last 10 minutes
   * (a stolen cookie) gets 403 STEP_UP_REQUIRED, checked by `second-factor-step-up`.
   */
  stepUp?: true;
}

export interface GuardMatrixContext {
  /**
   * A token the stack's verifier accepts for the renewal: one the siteverify stub accepts
   * (stubs/siteverify.stub.ts), or one the api issued with RECAPTCHA_PROVIDER=local.
   */
  recaptchaToken: () => string;
  /** False against a stack with no verifier configured: the guard then fails closed with 503. */
  recaptchaVerifier: boolean;
  /**
   * True against a stack run with RECAPTCHA_PROVIDER=local (the api's own script and tokens);
   * false or unset: RECAPTCHA_PROVIDER=google, whose stack has no such routes (404).
   */
  localRecaptcha?: boolean;
  /** True against a stack run with BILLING_TEST_CLOCK=true; without it the clock route is 404. */
  testClock: boolean;
  /**
   * True against a stack run with TELEGRAM_WEBHOOK_SECRET set: the bot's updates route then
   * refuses a request without the secret header (401); unset, the route is 404.
   */
  telegramUpdates?: boolean;
}

function route(endpoint: Endpoint, params?: Record<string, string>) {
  const path = params ? endpointPath(endpoint, params as never) : endpoint.path;
  return { endpoint, method: endpoint.method, path };
}

/**
 * Every accounts, profile, subscription, billing, payments-sandbox and reCAPTCHA endpoint: a new one must be
 * added here (see the spec). The member has no subscription (checkouts go to the default provider, the sandbox).
 */
export function apiGuardMatrix(context: GuardMatrixContext): ApiGuardCase[] {
  const none = () => undefined;
  const empty = () => ({});
  const mailRequest = () => ({ email: uniqueEmail('matrix'), locale: 'en' });
  return [
    // The operator console: @Operator() (api-guard-matrix.operator.ts); first, while the
    // member's session is alive (the last rows sign out and delete the account).
    ...operatorGuardRows(),
    {
      ...route(getSession),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(refreshSession),
      guard: 'open',
      body: empty,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(signUp),
      guard: 'guest',
      body: () => ({
        email: uniqueEmail('matrix'),
        password: PASSWORD,
        displayName: 'Matrix',
        locale: 'en',
        acceptTerms: true,
      }),
      visitor: [201],
      member: [403, 'ALREADY_SIGNED_IN'],
    },
    {
      ...route(signIn),
      guard: 'guest',
      body: () => ({ email: uniqueEmail('matrix'), password: 'not the password' }),
      visitor: [401, 'INVALID_CREDENTIALS'],
      member: [403, 'ALREADY_SIGNED_IN'],
    },
    {
      ...route(updatePassword),
      guard: 'open',
      body: () => ({ currentPassword: 'wrong one', password: 'emerald harbor violin' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [400, 'VALIDATION_FAILED'],
      stepUp: true,
    },
    {
      ...route(updateProfile),
      guard: 'auth',
      body: () => ({ displayName: 'Matrix' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(listSessions),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(endSession, { id: randomUUID() }),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(getPreferences),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(listSecurityLog),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      // Password re-entry first: a wrong one is 400, whoever holds the session.
      ...route(requestEmailChange),
      guard: 'auth',
      body: () => ({ newEmail: uniqueEmail('matrix'), password: 'wrong one' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [400, 'VALIDATION_FAILED'],
    },
    {
      // The mailed links need no session: the token is the proof.
      ...route(confirmEmailChange),
      guard: 'open',
      body: () => ({ token: randomBytes(32).toString('base64url') }),
      visitor: [400, 'TOKEN_INVALID'],
      member: [400, 'TOKEN_INVALID'],
    },
    {
      ...route(undoEmailChange),
      guard: 'open',
      body: () => ({ token: randomBytes(32).toString('base64url') }),
      visitor: [400, 'TOKEN_INVALID'],
      member: [400, 'TOKEN_INVALID'],
    },
    {
      ...route(reportNotMe),
      guard: 'open',
      body: () => ({ token: randomBytes(32).toString('base64url') }),
      visitor: [400, 'TOKEN_INVALID'],
      member: [400, 'TOKEN_INVALID'],
    },
    {
      ...route(deleteAccount),
      guard: 'auth',
      body: () => ({ password: 'wrong' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [400, 'VALIDATION_FAILED'],
      stepUp: true,
    },
    // The second factor (issue 27). The member has none: confirming before any enrolment is 404,
    // a code to turn it off is wrong, and the second step of a session that waits for none
    // answers the session.
    {
      ...route(getSecondFactor),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(confirmTotpEnrolment),
      guard: 'auth',
      body: () => ({ code: '000000' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(startTotpEnrolment),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [201],
      stepUp: true,
    },
    {
      ...route(disableSecondFactor),
      guard: 'auth',
      body: () => ({ code: '000000' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [400, 'VALIDATION_FAILED'],
      stepUp: true,
    },
    {
      ...route(verifySecondStep),
      guard: 'open',
      body: () => ({ code: '000000' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(stepUp),
      guard: 'auth',
      body: () => ({ password: 'wrong' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [400, 'VALIDATION_FAILED'],
    },
    {
      ...route(listPlans),
      guard: 'open',
      body: none,
      visitor: [200],
      member: [200],
    },
    {
      ...route(getMembership),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(getEntitlement),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(startCheckout),
      guard: 'auth',
      body: () => ({ plan: 'monthly', currency: 'usd', recaptchaToken: context.recaptchaToken() }),
      visitor: [401, 'UNAUTHORIZED'],
      member: context.recaptchaVerifier ? [201] : [503, 'RECAPTCHA_UNAVAILABLE'],
    },
    {
      ...route(getCheckout, { id: randomUUID() }),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(checkoutEvents, { id: randomUUID() }),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(cancelSubscription),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(resumeSubscription),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(changePlan),
      guard: 'auth',
      body: () => ({ plan: 'yearly' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(openBillingPortal),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(listInvoices),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      // The provider's deliveries: no session involved, only the signature (none here).
      ...route(paymentWebhook),
      guard: 'open',
      body: empty,
      visitor: [400, 'PAYMENT_SIGNATURE_INVALID'],
      member: [400, 'PAYMENT_SIGNATURE_INVALID'],
    },
    {
      // The sandbox's test clock: no session involved, and it exists only on a test stack
      // (BILLING_TEST_CLOCK is refused in production). A zero-day move runs the sandbox's cycle
      // and billing's sweeps at the current time, as the worker's schedule does anyway.
      ...route(advanceTestClock),
      guard: 'open',
      body: () => ({ advanceDays: 0 }),
      visitor: context.testClock ? [200] : [404, 'NOT_FOUND'],
      member: context.testClock ? [200] : [404, 'NOT_FOUND'],
    },
    {
      // The local reCAPTCHA provider's script and tokens: public, like Google's.
      ...route(localRecaptchaScript),
      guard: 'open',
      body: none,
      visitor: context.localRecaptcha ? [200] : [404, 'NOT_FOUND'],
      member: context.localRecaptcha ? [200] : [404, 'NOT_FOUND'],
    },
    {
      ...route(issueLocalRecaptchaToken),
      guard: 'open',
      body: () => ({ action: RENEW_SUBSCRIPTION_ACTION }),
      visitor: context.localRecaptcha ? [200] : [404, 'NOT_FOUND'],
      member: context.localRecaptcha ? [200] : [404, 'NOT_FOUND'],
    },
    // The deliveries log, the live stream and the paper account: reading is @Auth() (a lapsed
    // member still reads why their alerts were rejected), changing the account is @Member().
    {
      // TradingView's side: no session involved, only the URL's token (an unknown one here).
      ...route(receiveAlert, { token: randomBytes(32).toString('base64url') }),
      guard: 'open',
      body: () => ({ ticker: 'MES1!', action: 'exit' }),
      visitor: [404, 'NOT_FOUND'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(getWebhook),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(updateWebhook),
      guard: 'member',
      body: () => ({ paused: true }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(rotateWebhook),
      guard: 'member',
      body: () => ({ graceHours: 0 }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
      stepUp: true,
    },
    {
      ...route(sendTestAlert),
      guard: 'member',
      body: empty,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(listDeliveries),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(exportDeliveries),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(getDelivery, { id: randomUUID() }),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(getWebhookSummary),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      // A bad resume id, so the member's answer is a 400 and not an endless event stream.
      ...route(memberEvents),
      path: `${memberEvents.path}?lastEventId=not-an-event-id`,
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [400, 'VALIDATION_FAILED'],
    },
    {
      ...route(getPaperAccount),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(flattenPaper),
      guard: 'member',
      body: empty,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(resetPaper),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    // The member's broker: reading is @Auth(), changes are @Member(), except removing the
    // connection (anyone signed in may remove their own credentials; nothing to remove: 204).
    {
      ...route(getBrokerSettings),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(updateBrokerSettings),
      guard: 'member',
      body: () => ({ executionTarget: 'paper' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
      stepUp: true,
    },
    {
      ...route(saveBrokerConnection),
      guard: 'member',
      body: () => ({
        environment: 'demo',
        username: 'matrix',
        password: 'not a real password',
        appId: 'TickRelay',
        appVersion: '1.0',
        cid: 1,
        secret: 'not a real secret',
      }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
      stepUp: true,
    },
    {
      ...route(selectBrokerAccount),
      guard: 'member',
      body: () => ({ accountId: 1 }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
      stepUp: true,
    },
    {
      ...route(testBrokerConnection),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(deleteBrokerConnection),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [204],
    },
    {
      ...route(liquidateBrokerAccount),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(listBrokerAudit),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    // The member's destinations: reading is @Auth() (a lapsed member still sees where relays
    // went), changes and sends are @Member().
    {
      ...route(listDestinations),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(createDestination),
      guard: 'member',
      body: () => ({ kind: 'https', label: 'Matrix', url: 'https://hooks.example.com/in' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(updateDestination, { id: randomUUID() }),
      guard: 'member',
      body: () => ({ label: 'Matrix' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(deleteDestination, { id: randomUUID() }),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(testDestination, { id: randomUUID() }),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(rotateDestinationSecret, { id: randomUUID() }),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(createTelegramLink, { id: randomUUID() }),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      // Telegram's updates for the platform's bot: no session involved, only the secret header
      // (none here), whoever calls.
      ...route(telegramUpdates),
      guard: 'open',
      body: empty,
      visitor: context.telegramUpdates ? [401, 'UNAUTHORIZED'] : [404, 'NOT_FOUND'],
      member: context.telegramUpdates ? [401, 'UNAUTHORIZED'] : [404, 'NOT_FOUND'],
    },
    // The alert builder's saved templates: a membership feature, every route @Member().
    {
      ...route(listAlertTemplates),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(createAlertTemplate),
      guard: 'member',
      body: () => ({ name: 'Matrix', message: '{"ticker":"MES1!","action":"exit"}' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(updateAlertTemplate, { id: randomUUID() }),
      guard: 'member',
      body: () => ({ name: 'Matrix' }),
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(deleteAlertTemplate, { id: randomUUID() }),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      ...route(createDownloadLink, { id: 'strategy-template-advanced' }),
      guard: 'member',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'SUBSCRIPTION_REQUIRED'],
    },
    {
      // The signature is the proof, not a session: without a valid link, 403 for everyone.
      ...route(downloadFile, { id: 'strategy-template-advanced' }),
      guard: 'open',
      body: none,
      visitor: [403, 'DOWNLOAD_LINK_INVALID'],
      member: [403, 'DOWNLOAD_LINK_INVALID'],
    },
    // "Your data": @Auth() (a member without a subscription gets their data too), the file
    // included: a link made for another member, or none, is refused.
    {
      ...route(requestDataExport),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [202],
    },
    {
      ...route(listDataExports),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [200],
    },
    {
      ...route(createDataExportLink, { id: randomUUID() }),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [404, 'NOT_FOUND'],
    },
    {
      ...route(downloadDataExport, { id: randomUUID() }),
      guard: 'auth',
      body: none,
      visitor: [401, 'UNAUTHORIZED'],
      member: [403, 'DATA_EXPORT_LINK_INVALID'],
    },
    {
      ...route(requestPasswordReset),
      guard: 'open',
      body: mailRequest,
      visitor: [202],
      member: [202],
    },
    {
      ...route(resendConfirmation),
      guard: 'open',
      body: mailRequest,
      visitor: [202],
      member: [202],
    },
    {
      ...route(confirmEmail),
      guard: 'open',
      body: () => ({ token: 'not-a-token', password: 'amber lighthouse quartet' }),
      visitor: [400, 'TOKEN_INVALID'],
      member: [400, 'TOKEN_INVALID'],
    },
    {
      ...route(signOut),
      guard: 'open',
      body: empty,
      visitor: [204],
      member: [204],
    },
  ];
}
