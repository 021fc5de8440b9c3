// The payload of each job, as producers add it and processors receive it; queues.ts maps each
// queue and job name to one of these.
import type { Currency, PlanId } from '@tickrelay/contracts/billing/billing';
import type {
  SecurityEventDetails,
  SecurityEventKind,
} from '@tickrelay/contracts/endpoints/security-log.endpoints';
import type { Locale } from '@tickrelay/contracts/locales';
import type { TelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

export interface ContactNotificationJob {
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
  receivedAt: string;
}

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
  /** "This wasn't me": ends every session and mails a reset link (security log, issue 27). */
  notMeLink?: string;
  /** The member's IANA time zone for `changedAt` (UTC when absent). */
  timeZone?: string;
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export interface SignupAttemptMailJob extends AccountMailBase {
  signInLink: string;
  resetLink: string;
}

/** Billing mails: the plan and price they are about, in the member's language. */
interface BillingMailBase extends AccountMailBase {
  plan: PlanId;
  currency: Currency;
  /** Minor units (cents). */
  amount: number;
}

/** A payment went through (first payment or a renewal). */
export interface PaymentReceiptMailJob extends BillingMailBase {
  paidAt: string;
  /** The end of the period paid for; null when the provider did not say. */
  periodEnd: string | null;
  /** The provider's page of the invoice, when it has one. */
  invoiceLink: string | null;
  manageLink: string;
}

/** A renewal payment failed: still entitled until graceEndsAt, fixed through fixLink. */
export interface PaymentFailedMailJob extends BillingMailBase {
  graceEndsAt: string | null;
  fixLink: string;
}

/** Two days before the first payment. */
export interface TrialEndingMailJob extends BillingMailBase {
  trialEndsAt: string;
  manageLink: string;
}

export interface SubscriptionEndedMailJob extends BillingMailBase {
  endedAt: string;
  renewLink: string;
}

/** One failure a notice lists (an execution, or a relay whose attempts all failed). */
export interface FailureNoticeMailItem {
  /** ISO 8601. */
  at: string;
  kind: 'execution' | 'destination';
  /** The destination's label (kind destination); null for an execution. */
  destinationLabel: string | null;
  /** A DeliveryCode or RelayCode. */
  code: string;
  /** The code's docs page in the member's language, null when it has none. */
  docsLink: string | null;
}

/** The failure-notice digest: what failed since the last notice, at most one per member per 15 min. */
export interface FailureNoticeMailJob extends AccountMailBase {
  failures: FailureNoticeMailItem[];
  /** Failures of the window beyond those listed. */
  moreFailures: number;
  /** The member's deliveries log. */
  logLink: string;
}

/** A sensitive change (security log, issue 27), with its "this wasn't me" link. */
export interface SecurityNoticeMailJob extends AccountMailBase {
  /** A SecurityEventKind of security-log.service's NOTICE_KINDS. */
  kind: SecurityEventKind;
  /** ISO 8601, shown in `timeZone` (IANA). */
  at: string;
  timeZone: string;
  ip: string | null;
  browser: string | null;
  details: SecurityEventDetails;
  notMeLink: string;
  securityLogLink: string;
}

/** Email change (issue 27): the link to the new address, or the notice with undo to the old one. */
export interface EmailChangeMailJob extends AccountMailBase {
  /** The new address (both mails name it). */
  newEmail: string;
  /** Confirm (to the new address) or undo (to the old one). */
  link: string;
  expiresAt: string;
  timeZone: string;
  /** Only in the notice to the old address. */
  notMeLink?: string;
}

/** Billing's daily jobs carry nothing: each reads what is due at the (billing) clock's now. */
export type BillingSweepJob = Record<string, never>;

/** One or more validated POST /api/telemetry/batch bodies (the API's group commit joins them). */
export interface TelemetryBatchJob {
  /**
   * Fixed when the API accepts the batch: part of each row's key (event_id, received_at), so a
   * redelivered job writes the very same keys and never duplicates a row.
   */
  receivedAt: string;
  events: TelemetryEvent[];
}

/**
 * A password-reset or confirmation-resend request, queued by the api before anything is looked up
 * (the answer takes the same time whether or not an account exists); the worker looks the address
 * up and, when there is an account to mail, writes the link's mail to the outbox.
 */
export interface AccountRequestJob {
  /** Normalised (trimmed, lower case) by the request's DTO. */
  email: string;
  /** The language the link and mail are in: the one the request was made in. */
  locale: Locale;
  requestedAt: string;
}

/** One event of the sandbox payment provider to deliver (signed at delivery) to the webhook route. */
export interface SandboxDeliverEventJob {
  eventId: string;
}

/** The sandbox provider's billing cycle: reads what is due at the (billing) clock's now. */
export type SandboxCycleJob = Record<string, never>;

/**
 * One request to a member's webhook URL, as the receiver acknowledged it: queued before anything
 * is parsed beyond the size and the text check, and before Postgres is touched. The worker turns it
 * into exactly one delivery row (keyed by deliveryId, so a redelivered job changes nothing twice).
 */
export interface AlertJob {
  /** Also the job id and the delivery's id in the member's log (UUID). */
  deliveryId: string;
  memberId: string;
  /** The webhook (token generation) the request came in on. */
  webhookId: string;
  /** ISO 8601 with milliseconds; receivedAtMs is the same instant with sub-millisecond precision. */
  receivedAt: string;
  receivedAtMs: number;
  sourceAddress: string;
  contentType: string;
  /** The body as received (at most WEBHOOK_LIMITS.bodyMaxBytes), decoded as UTF-8. */
  body: string;
  /** Sent by "Send a test alert". */
  test: boolean;
  /** Set when the receiver already refused it (allowlist, suspended member): logged as rejected with this code. */
  refusal: 'SOURCE_NOT_ALLOWED' | 'WEBHOOK_MEMBER_SUSPENDED' | null;
  /**
   * Times the job went back to delayed for its member's share (MemberShareGate) without running:
   * those moves to active started nothing.
   */
  shareDeferrals?: number;
}

/**
 * One delivery relayed to one of the member's destinations (job id: `<deliveryId>.<destinationId>`,
 * so dispatching the delivery again adds nothing). The destination and the delivery are read
 * when the job runs: a destination removed meanwhile ends the relay as DESTINATION_REMOVED.
 */
export interface RelayJob {
  deliveryId: string;
  /** The delivery's received_at (ISO 8601): with deliveryId, its row's key. */
  receivedAt: string;
  memberId: string;
  destinationId: string;
  /** Epoch ms before which no attempt is made: the destination asked for a longer wait (429). */
  notBefore?: number;
}

/** Sends the member's failure notice when one is due (modules/destinations, failure notices). */
export interface FailureDigestJob {
  memberId: string;
}

/**
 * Erases what the features keep of a member whose account was deleted (every @MemberEraser(),
 * modules/account). The `deletion` pass is queued by DELETE /api/account; once it succeeds it
 * queues the `sweep` pass, delayed, for what was still on its way then. Carries only the id.
 */
export interface MemberErasureJob {
  memberId: string;
  /** When the account was deleted (ISO 8601). */
  requestedAt: string;
  pass: 'deletion' | 'sweep';
}

// ---- job options ----------------------------------------------------------------------------

/** "Your data": build the member's export (the row says what is left to do). */
export interface DataExportJob {
  exportId: string;
  memberId: string;
}

/** The member's export is ready: the mail links to their profile, never to the file itself. */
export interface DataExportReadyMailJob extends AccountMailBase {
  profileLink: string;
  expiresAt: string;
}
