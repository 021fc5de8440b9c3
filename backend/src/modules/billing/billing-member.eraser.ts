import { Inject, Injectable, Logger } from '@nestjs/common';

import { MemberEraser, type MemberDataEraser } from '@/modules/account/member-eraser.port';

import { BillingSettlement, type Cause } from './billing-settlement.service';
import { BillingRepository, type Db } from './billing.repository';
import type { SubscriptionRow } from './billing.tables';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.port';

/** The history's cause of the transition, and no mail: the address went with the account. */
export const ACCOUNT_DELETION: Cause = { id: 'account-deletion', type: null, mails: false };

/** A subscription that changes under the eraser this many times in a row is left to the retry. */
const MAX_ROUNDS = 3;

/**
 * A deleted account's membership: the provider's subscription ends now (the card is charged no
 * more), the member's row turns expired with its history row, and the billing customer rows
 * (the address, name and language billing mails go to) are deleted.
 *
 * The customer rows go first, in their own transaction: from then on no billing mail can be
 * written for this member, whatever this pass or a late provider event does next (BillingMails
 * finds no recipient). The subscription row and its history stay, without personal data, as the
 * record of payments the law has us keep.
 *
 * Idempotent: an expired row is left alone, and the port's cancelNow answers an ended
 * subscription as it is. A subscription started after the deletion from a checkout opened before
 * it (still payable for up to an hour) is the sweep pass's: that pass finds it and ends it.
 */
@Injectable()
@MemberEraser()
export class BillingMemberEraser implements MemberDataEraser {
  readonly name = 'billing';
  readonly stage = 'inflow' as const;
  private readonly logger = new Logger(BillingMemberEraser.name);

  constructor(
    private readonly repository: BillingRepository,
    private readonly settlement: BillingSettlement,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async erase(memberId: string): Promise<void> {
    await this.repository.deleteCustomers(memberId);
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const seen = await this.repository.subscriptionOf(memberId);
      if (!seen || seen.status === 'expired') return;
      if (await this.repository.transaction((trx) => this.end(memberId, seen, trx))) return;
    }
    throw new Error(`the subscription of member ${memberId} kept changing: left for the retry`);
  }

  /**
   * Under the subscription's lock, then the member's (the order settlement takes them in, so a
   * provider event about it waits for this transaction). False when the member's row is no longer
   * the one seen.
   */
  private async end(memberId: string, seen: SubscriptionRow, trx: Db): Promise<boolean> {
    await this.repository.lock(`sub:${seen.provider}:${seen.provider_subscription_id}`, trx);
    await this.repository.lock(`member:${memberId}`, trx);
    const row = await this.repository.subscriptionOf(memberId, trx);
    if (!row || row.status === 'expired') return true;
    if (row.id !== seen.id || row.provider_subscription_id !== seen.provider_subscription_id) {
      return false;
    }
    if (row.provider !== this.provider.name) {
      // Another adapter's subscription (PAYMENT_PROVIDER changed since): this one cannot reach
      // it. Ended here so that nothing acts on it again; the error line is for the operator.
      this.logger.error(
        `member ${memberId} deleted: subscription ${row.provider_subscription_id} is at ` +
          `${row.provider}, not ${this.provider.name}: cancel it there by hand`,
      );
      await this.settlement.expire(row, ACCOUNT_DELETION, trx);
      return true;
    }
    const state = await this.provider.cancelNow(row.provider_subscription_id);
    const settled = await this.settlement.apply(state, ACCOUNT_DELETION, trx, memberId);
    if (settled.row?.status !== 'expired') {
      // The provider's answer did not settle as ended (an incomplete first payment, say): the
      // subscription is canceled there all the same, so the row ends here.
      const current = (await this.repository.subscriptionOf(memberId, trx)) ?? row;
      await this.settlement.expire(current, ACCOUNT_DELETION, trx);
    }
    return true;
  }
}
