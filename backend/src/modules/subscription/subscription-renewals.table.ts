import type { RenewalStatus } from '@tickrelay/contracts/endpoints/subscription.endpoints';
import type { Generated, Selectable } from 'kysely';

export interface SubscriptionRenewalsTable {
  id: Generated<string>;
  user_id: string;
  status: RenewalStatus;
  recaptcha_score: number | null;
  client_ip: string | null;
  created_at: Generated<Date>;
}

export type SubscriptionRenewalRow = Selectable<SubscriptionRenewalsTable>;
