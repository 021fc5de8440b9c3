import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type {
  OperatorMemberDetail,
  OperatorMemberSummary,
} from '@tickrelay/contracts/endpoints/operator.endpoints';
import { OPERATOR_LIMITS } from '@tickrelay/contracts/endpoints/operator.endpoints';

import { MemberSuspensionCache } from '@/common/entitlement/member-suspension-cache';
import { AppException, ServiceUnavailableError } from '@/common/errors/app.exception';
import { AUTH_PROVIDER, type AuthCall, type AuthProvider } from '@/modules/auth/auth-provider.port';
import { BillingOperatorActions, type SubscriptionChange } from '@/modules/billing/billing.public';
import { WebhooksService } from '@/modules/webhooks/webhooks.public';

import { OperatorMembersRepository } from './operator-members.repository';
import { OperatorRepository } from './operator.repository';

const notFound = () => new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
const notApplicable = () => new AppException(HttpStatus.CONFLICT, 'OPERATOR_ACTION_NOT_APPLICABLE');

/** What the audit log keeps of a subscription: its state, never a provider secret. */
const subscriptionState = (row: SubscriptionChange['before']) => ({
  status: row.status,
  plan: row.plan,
  trialEnd: row.trial_end?.toISOString() ?? null,
  currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
});

/**
 * The console's members page: search, one member's detail, and the actions on them. Every action
 * writes its audit row (actor = the operator's member id), in the action's transaction where the
 * action is a Postgres write, else right after the provider or Redis said yes.
 */
@Injectable()
export class OperatorMembersService {
  private readonly logger = new Logger(OperatorMembersService.name);
  private billingActions: BillingOperatorActions | undefined;

  constructor(
    private readonly members: OperatorMembersRepository,
    private readonly repository: OperatorRepository,
    private readonly suspensions: MemberSuspensionCache,
    private readonly webhooks: WebhooksService,
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly moduleRef: ModuleRef,
  ) {}

  async search(query: string): Promise<OperatorMemberSummary[]> {
    return this.members.search(query, OPERATOR_LIMITS.searchMaxResults);
  }

  async detail(memberId: string): Promise<OperatorMemberDetail> {
    const identity = await this.members.identity(memberId);
    if (!identity) throw notFound();
    return this.members.detail(identity);
  }

  async extend(actor: string, memberId: string, days: number, reason: string) {
    const { id } = (await this.detail(memberId)).member;
    const { before, after } = await this.billing().extend(id, days);
    await this.repository.audit({
      actor,
      action: 'member.extend',
      targetId: id,
      before: subscriptionState(before),
      after: { ...subscriptionState(after), days, reason },
    });
    return this.detail(id);
  }

  async suspend(actor: string, memberId: string, reason: string) {
    const { member } = await this.detail(memberId);
    await this.repository.transaction(async (trx) => {
      const previous = await this.repository.suspensionOf(member.id, trx);
      const row = await this.repository.suspend(member.id, reason, actor, trx);
      await this.repository.audit(
        {
          actor,
          action: 'member.suspend',
          targetId: member.id,
          before: previous ? { suspended: true, reason: previous.reason } : { suspended: false },
          after: { suspended: true, reason: row.reason },
        },
        trx,
      );
    });
    await this.reachReceivers(() => this.suspensions.suspend([member.id]), member.id);
    return this.detail(member.id);
  }

  /** Idempotent: lifts Redis's copy even when Postgres had no suspension (a failed lift before). */
  async unsuspend(actor: string, memberId: string) {
    const { member } = await this.detail(memberId);
    await this.repository.transaction(async (trx) => {
      const lifted = await this.repository.lift(member.id, trx);
      await this.repository.audit(
        {
          actor,
          action: 'member.unsuspend',
          targetId: member.id,
          before: lifted ? { suspended: true, reason: lifted.reason } : { suspended: false },
          after: { suspended: false },
        },
        trx,
      );
    });
    await this.reachReceivers(() => this.suspensions.lift(member.id), member.id);
    return this.detail(member.id);
  }

  /** A new confirmation link, for a local account whose address is not confirmed yet. */
  async resendConfirmation(actor: string, memberId: string, call: AuthCall) {
    const { member } = await this.detail(memberId);
    if (member.emailConfirmed !== false) throw notApplicable();
    await this.auth.resendConfirmation(member.email, member.locale === 'fr' ? 'fr' : 'en', call);
    await this.repository.audit({
      actor,
      action: 'member.resend-confirmation',
      targetId: member.id,
      after: { sent: true },
    });
    return this.detail(member.id);
  }

  /**
   * The receiver reads suspensions from Redis: write there, then make every api replica drop its
   * in-memory copy of the member's tokens. 503 when Redis refuses (the operator tries again; both
   * actions are idempotent), the Postgres row and its audit row stand.
   */
  private async reachReceivers(write: () => Promise<void>, memberId: string): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.error(`suspension of ${memberId} not written to Redis: ${String(error)}`);
      throw new ServiceUnavailableError(error);
    }
    await this.webhooks.forgetMember(memberId);
  }

  /** Billing's module provides the actions (api only); found across modules on first use. */
  private billing(): BillingOperatorActions {
    this.billingActions ??= this.moduleRef.get(BillingOperatorActions, { strict: false });
    if (!this.billingActions) throw new Error('BillingOperatorActions is not provided');
    return this.billingActions;
  }
}
