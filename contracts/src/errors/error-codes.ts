// Every error code the API answers with, in `{statusCode, error, message, details?}`. Clients branch
// on these codes, never on the (localised) message. Each code has a page in the docs, under
// /docs/errors/<slug>; the reference pages are generated from this table.

const ERROR_DOCS = {
  BAD_REQUEST: 'bad-request',
  INVALID_JSON: 'invalid-json',
  VALIDATION_FAILED: 'validation-failed',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not-found',
  METHOD_NOT_ALLOWED: 'method-not-allowed',
  CONFLICT: 'conflict',
  PAYLOAD_TOO_LARGE: 'payload-too-large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported-media-type',
  TOO_MANY_REQUESTS: 'too-many-requests',
  INTERNAL_ERROR: 'internal-error',
  SERVICE_UNAVAILABLE: 'service-unavailable',
  // Accounts, sessions and guards.
  CSRF_REJECTED: 'csrf-rejected',
  INVALID_CREDENTIALS: 'invalid-credentials',
  EMAIL_NOT_CONFIRMED: 'email-not-confirmed',
  TOKEN_INVALID: 'token-invalid',
  TOKEN_EXPIRED: 'token-expired',
  SESSION_EXPIRED: 'session-expired',
  SESSION_REVOKED: 'session-revoked',
  ALREADY_SIGNED_IN: 'already-signed-in',
  RECAPTCHA_FAILED: 'recaptcha-failed',
  RECAPTCHA_UNAVAILABLE: 'recaptcha-unavailable',
  // Second factor and step-up (issue 27).
  SECOND_FACTOR_REQUIRED: 'second-factor-required',
  STEP_UP_REQUIRED: 'step-up-required',
  // Membership and payments.
  SUBSCRIPTION_REQUIRED: 'subscription-required',
  ALREADY_SUBSCRIBED: 'already-subscribed',
  PAYMENT_PROVIDER_UNAVAILABLE: 'payment-provider-unavailable',
  PAYMENT_SIGNATURE_INVALID: 'payment-signature-invalid',
  // Members' webhooks.
  SOURCE_NOT_ALLOWED: 'source-not-allowed',
  WEBHOOK_UNREACHABLE: 'webhook-unreachable',
  WEBHOOK_ROTATION_LIMITED: 'webhook-rotation-limited',
  WEBHOOK_SUBSCRIPTION_LAPSED: 'webhook-subscription-lapsed',
  WEBHOOK_MEMBER_SUSPENDED: 'webhook-member-suspended',
  // The operator console.
  OPERATOR_REQUIRED: 'operator-required',
  OPERATOR_SECOND_FACTOR_REQUIRED: 'operator-second-factor-required',
  OPERATOR_ACTION_NOT_APPLICABLE: 'operator-action-not-applicable',
  // Brokers and destinations.
  BROKER_AUTH_FAILED: 'broker-auth-failed',
  BROKER_APP_NOT_APPROVED: 'broker-app-not-approved',
  BROKER_RATE_LIMITED: 'broker-rate-limited',
  BROKER_UNAVAILABLE: 'broker-unavailable',
  BROKER_ACCOUNT_NOT_FOUND: 'broker-account-not-found',
  BROKER_NOT_CONNECTED: 'broker-not-connected',
  DESTINATION_NOT_FOUND: 'destination-not-found',
  DESTINATION_LIMIT_REACHED: 'destination-limit-reached',
  DESTINATION_URL_INVALID: 'destination-url-invalid',
  DESTINATION_PORT_NOT_ALLOWED: 'destination-port-not-allowed',
  DESTINATION_CHAT_ID_REFUSED: 'destination-chat-id-refused',
  // Member-only downloads.
  DOWNLOAD_LINK_INVALID: 'download-link-invalid',
  // Your data (the member's export).
  DATA_EXPORT_IN_PROGRESS: 'data-export-in-progress',
  DATA_EXPORT_LINK_INVALID: 'data-export-link-invalid',
} as const;

export type ErrorCode = keyof typeof ERROR_DOCS;

export const ERROR_CODES = Object.keys(ERROR_DOCS) as readonly ErrorCode[];

/** Where the docs explain a code: the docs page path, e.g. 'errors/csrf-rejected' (/docs/…). */
export function errorDocsSlug(code: ErrorCode): string {
  return `errors/${ERROR_DOCS[code]}`;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_DOCS, value);
}
