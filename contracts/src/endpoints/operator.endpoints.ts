// The operator console's API (issue 26). Every endpoint here is @Operator(): 401 to a visitor,
// 403 OPERATOR_REQUIRED to a signed-in member without the role (granted from the command line
// only: `npm run operator -- grant <email>`). Each action writes one row of the audit log.
import type { SubscriptionStatus } from '../billing/billing';
import type { DeliveryStatus } from '../webhooks/deliveries';
import { endpoint } from './endpoint';

/** Days an operator may extend a trial or a paid period by, in one action. */
export const OPERATOR_LIMITS = {
  extendDaysMin: 1,
  extendDaysMax: 90,
  searchMaxResults: 20,
  searchQueryMaxChars: 254,
  reasonMaxChars: 500,
  auditPageSize: 50,
} as const;

export interface OperatorMemberSummary {
  id: string;
  email: string;
  displayName: string | null;
  subscriptionStatus: SubscriptionStatus | null;
  suspended: boolean;
}

export interface OperatorMemberSearch {
  members: OperatorMemberSummary[];
}

export interface OperatorSubscription {
  status: SubscriptionStatus;
  plan: string;
  currency: string;
  /** Minor units. */
  amount: number;
  provider: string;
  /** ISO 8601. */
  trialEnd: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface OperatorMemberDetail {
  member: OperatorMemberSummary & {
    emailConfirmed: boolean | null;
    createdAt: string | null;
    locale: string | null;
    suspendedAt: string | null;
    suspensionReason: string | null;
  };
  subscription: OperatorSubscription | null;
  history: Array<{
    at: string;
    from: SubscriptionStatus | null;
    to: SubscriptionStatus;
    cause: string;
  }>;
  /** Whether a URL exists and works; never the URL or its token. */
  webhook: { state: 'none' | 'active' | 'revoked'; allowlist: boolean | null };
  /** Broker connections; never a credential. */
  brokers: Array<{
    broker: string;
    environment: string;
    accountName: string | null;
    status: string;
  }>;
  deliveries: Array<{
    id: string;
    receivedAt: string;
    status: DeliveryStatus;
    code: string | null;
  }>;
}

export interface OperatorAuditEntry {
  id: string;
  at: string;
  /** The operator's member id, or `cli:<os user>` for the command line. */
  actor: string;
  action: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

export interface OperatorAuditPage {
  entries: OperatorAuditEntry[];
}

export interface ExtendRequest {
  days: number;
  reason: string;
}

export interface SuspendRequest {
  reason: string;
}

export const searchOperatorMembers = endpoint<{
  query: { q: string };
  response: OperatorMemberSearch;
}>()({
  method: 'GET',
  path: '/api/operator/members',
  status: 200,
});

export const getOperatorMember = endpoint<{ response: OperatorMemberDetail }>()({
  method: 'GET',
  path: '/api/operator/members/:memberId',
  status: 200,
});

/** Extends a trial (while trialing) or the paid period, at the payment provider; billing follows. */
export const extendOperatorMember = endpoint<{
  body: ExtendRequest;
  response: OperatorMemberDetail;
}>()({
  method: 'POST',
  path: '/api/operator/members/:memberId/extend',
  status: 200,
});

export const suspendOperatorMember = endpoint<{
  body: SuspendRequest;
  response: OperatorMemberDetail;
}>()({
  method: 'POST',
  path: '/api/operator/members/:memberId/suspend',
  status: 200,
});

export const unsuspendOperatorMember = endpoint<{ response: OperatorMemberDetail }>()({
  method: 'POST',
  path: '/api/operator/members/:memberId/unsuspend',
  status: 200,
});

export const resendOperatorConfirmation = endpoint<{ response: OperatorMemberDetail }>()({
  method: 'POST',
  path: '/api/operator/members/:memberId/resend-confirmation',
  status: 200,
});

export const listOperatorAudit = endpoint<{
  query: { memberId?: string };
  response: OperatorAuditPage;
}>()({
  method: 'GET',
  path: '/api/operator/audit',
  status: 200,
});

export interface OperatorQueueCounts {
  name: string;
  waiting: number;
  delayed: number;
  active: number;
  failed: number;
}

export interface OperatorQueueOverview {
  queues: OperatorQueueCounts[];
  /** Telemetry events PostgreSQL refused for their data (telemetry_dead_letters). */
  telemetryDeadLetters: number;
}

/** A failed job; `data` (inspect only) is redacted: ids, figures and lengths, never text. */
export interface OperatorFailedJob {
  queue: string;
  id: string;
  name: string;
  attemptsMade: number;
  failedReason: string;
  createdAt: string;
  finishedAt: string | null;
  data?: unknown;
}

export interface OperatorFailedJobs {
  jobs: OperatorFailedJob[];
}

export const getOperatorQueues = endpoint<{ response: OperatorQueueOverview }>()({
  method: 'GET',
  path: '/api/operator/queues',
  status: 200,
});

export const listOperatorFailedJobs = endpoint<{ response: OperatorFailedJobs }>()({
  method: 'GET',
  path: '/api/operator/queues/:queue/failed',
  status: 200,
});

export const getOperatorFailedJob = endpoint<{ response: OperatorFailedJob }>()({
  method: 'GET',
  path: '/api/operator/queues/:queue/failed/:jobId',
  status: 200,
});

/** Retries a failed job (attempts reset); audited. 404 when the job is not failed (any more). */
export const retryOperatorJob = endpoint<{ response: undefined }>()({
  method: 'POST',
  path: '/api/operator/queues/:queue/failed/:jobId/retry',
  status: 204,
});

/** Removes a failed job; audited. */
export const discardOperatorJob = endpoint<{ response: undefined }>()({
  method: 'POST',
  path: '/api/operator/queues/:queue/failed/:jobId/discard',
  status: 204,
});

export interface OperatorMoney {
  counts: { active: number; trialing: number; pastDue: number; canceled: number; expired: number };
  /** Monthly recurring revenue per currency, minor units: active, canceled (until period end) and past_due; yearly plans count a twelfth. */
  mrr: Array<{ currency: string; amount: number }>;
  /** Subscriptions that expired since the first of this month (UTC). */
  churnedThisMonth: number;
  /** churned / (churned + alive now), 0 when nobody. */
  churnRate: number;
  /** Past-due subscriptions, oldest first: the failed payments to look at. */
  failedPayments: Array<{
    memberId: string;
    since: string | null;
    amount: number;
    currency: string;
  }>;
}

export interface OperatorPipeline {
  /** Alerts received per minute over the last 15 minutes, oldest first. */
  alertsPerMinute: Array<{ minute: string; count: number }>;
  /** Over the last 15 minutes, ms; null without data. */
  ackMs: { p50: number | null; p95: number | null; p99: number | null };
  executedMs: { p50: number | null; p95: number | null; p99: number | null };
  /** Last hour. */
  byCode: Array<{ status: string; code: string | null; count: number }>;
  byBroker: Array<{ broker: string; status: string; count: number }>;
  relays: Array<{ kind: string; status: string; count: number }>;
}

export const getOperatorMoney = endpoint<{ response: OperatorMoney }>()({
  method: 'GET',
  path: '/api/operator/money',
  status: 200,
});

export const getOperatorPipeline = endpoint<{ response: OperatorPipeline }>()({
  method: 'GET',
  path: '/api/operator/pipeline',
  status: 200,
});
