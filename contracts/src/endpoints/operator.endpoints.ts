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
  history: Array<{ at: string; from: SubscriptionStatus | null; to: SubscriptionStatus; cause: string }>;
  /** Whether a URL exists and works; never the URL or its token. */
  webhook: { state: 'none' | 'active' | 'revoked'; allowlist: boolean | null };
  /** Broker connections; never a credential. */
  brokers: Array<{ broker: string; environment: string; accountName: string | null; status: string }>;
  deliveries: Array<{ id: string; receivedAt: string; status: DeliveryStatus; code: string | null }>;
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

export const searchOperatorMembers = endpoint<{ response: OperatorMemberSearch }>()({
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

export const listOperatorAudit = endpoint<{ response: OperatorAuditPage }>()({
  method: 'GET',
  path: '/api/operator/audit',
  status: 200,
});
