import type { Generated, Selectable } from 'kysely';

export const RENEWAL_STATUSES = ['pending_payment', 'paid', 'cancelled'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

export interface SubscriptionRenewalsTable {
  id: Generated<string>;
  user_id: string;
  status: RenewalStatus;
  recaptcha_score: number | null;
  client_ip: string | null;
  created_at: Generated<Date>;
}

export type SubscriptionRenewalRow = Selectable<SubscriptionRenewalsTable>;
