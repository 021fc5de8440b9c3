import { Injectable } from '@nestjs/common';
import type {
  OperatorMemberDetail,
  OperatorMemberSummary,
} from '@tickrelay/contracts/endpoints/operator.endpoints';
import { sql } from 'kysely';

import { DatabaseService } from '@/database/database.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HISTORY_ROWS = 20;
const LAST_DELIVERIES = 10;

/** The LIKE pattern of a prefix typed by an operator: its own % and _ are literal. */
const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Identity {
  id: string;
  email: string;
  display_name: string | null;
  locale: string | null;
  email_confirmed_at: Date | null;
  created_at: Date | null;
  local: boolean;
}

/**
 * The console's read-only view of a member across the tables other modules own (accounts,
 * billing, webhooks, brokers, the deliveries log). It selects what an operator may see and
 * nothing else: never a webhook token, a password hash or a broker credential.
 */
@Injectable()
export class OperatorMembersRepository {
  constructor(private readonly database: DatabaseService) {}

  private get db() {
    return this.database.db;
  }

  /** By id (exact) or by the start of an address; local accounts and payment customers. */
  async search(query: string, limit: number): Promise<OperatorMemberSummary[]> {
    const text = query.trim().toLowerCase();
    if (text === '') return [];
    const byId = UUID.test(text);
    const users = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'display_name'])
      .$if(byId, (q) => q.where('id', '=', text))
      .$if(!byId, (q) => q.where(sql<boolean>`email like ${likePrefix(text)} escape '\\'`))
      .orderBy('email')
      .limit(limit)
      .execute();
    const customers = await this.db
      .selectFrom('billing_customers')
      .select(['user_id as id', 'email', 'display_name'])
      .$if(byId, (q) => q.where('user_id', '=', text))
      .$if(!byId, (q) => q.where(sql<boolean>`email like ${likePrefix(text)} escape '\\'`))
      .orderBy('email')
      .limit(limit)
      .execute();
    const found = new Map<string, { id: string; email: string; display_name: string | null }>();
    for (const row of [...users, ...customers]) if (!found.has(row.id)) found.set(row.id, row);
    const ids = [...found.keys()].slice(0, limit);
    if (ids.length === 0) return [];
    const [subscriptions, suspensions] = await Promise.all([
      this.db
        .selectFrom('subscriptions')
        .select(['user_id', 'status'])
        .where('user_id', 'in', ids)
        .execute(),
      this.db
        .selectFrom('member_suspensions')
        .select('user_id')
        .where('user_id', 'in', ids)
        .execute(),
    ]);
    const status = new Map(subscriptions.map((row) => [row.user_id, row.status]));
    const suspended = new Set(suspensions.map((row) => row.user_id));
    return ids.map((id) => {
      const row = found.get(id)!;
      return {
        id,
        email: row.email,
        displayName: row.display_name,
        subscriptionStatus: status.get(id) ?? null,
        suspended: suspended.has(id),
      };
    });
  }

  async identity(memberId: string): Promise<Identity | undefined> {
    if (!UUID.test(memberId)) return undefined;
    const id = memberId.toLowerCase();
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'locale', 'email_confirmed_at', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (user) return { ...user, local: true };
    const customer = await this.db
      .selectFrom('billing_customers')
      .select(['user_id', 'email', 'display_name', 'locale', 'created_at'])
      .where('user_id', '=', id)
      .executeTakeFirst();
    return customer
      ? {
          id: customer.user_id,
          email: customer.email,
          display_name: customer.display_name,
          locale: customer.locale,
          email_confirmed_at: null,
          created_at: customer.created_at,
          local: false,
        }
      : undefined;
  }

  async detail(identity: Identity): Promise<OperatorMemberDetail> {
    const id = identity.id;
    const [subscription, history, webhooks, brokers, deliveries, suspension] = await Promise.all([
      this.db.selectFrom('subscriptions').selectAll().where('user_id', '=', id).executeTakeFirst(),
      this.db
        .selectFrom('subscription_history')
        .select(['at', 'from_status', 'to_status', 'cause'])
        .where('user_id', '=', id)
        .orderBy('id', 'desc')
        .limit(HISTORY_ROWS)
        .execute(),
      this.db
        .selectFrom('webhooks')
        .select(['revoked_at', 'allowlist_enabled'])
        .where('member_id', '=', id)
        .orderBy('created_at', 'desc')
        .execute(),
      this.db
        .selectFrom('broker_connections')
        .select(['broker', 'environment', 'account_name', 'status'])
        .where('member_id', '=', id)
        .execute(),
      this.db
        .selectFrom('deliveries')
        .select(['delivery_id', 'received_at', 'status', 'code'])
        .where('member_id', '=', id)
        .orderBy('received_at', 'desc')
        .limit(LAST_DELIVERIES)
        .execute(),
      this.db
        .selectFrom('member_suspensions')
        .selectAll()
        .where('user_id', '=', id)
        .executeTakeFirst(),
    ]);
    const current = webhooks.find((row) => row.revoked_at === null);
    return {
      member: {
        id,
        email: identity.email,
        displayName: identity.display_name,
        locale: identity.locale,
        emailConfirmed: identity.local ? identity.email_confirmed_at !== null : null,
        createdAt: identity.created_at?.toISOString() ?? null,
        subscriptionStatus: subscription?.status ?? null,
        suspended: suspension !== undefined,
        suspendedAt: suspension?.suspended_at.toISOString() ?? null,
        suspensionReason: suspension?.reason ?? null,
      },
      subscription: subscription
        ? {
            status: subscription.status,
            plan: subscription.plan,
            currency: subscription.currency,
            amount: subscription.amount,
            provider: subscription.provider,
            trialEnd: subscription.trial_end?.toISOString() ?? null,
            currentPeriodEnd: subscription.current_period_end?.toISOString() ?? null,
            cancelAtPeriodEnd: subscription.cancel_at_period_end,
          }
        : null,
      history: history.map((row) => ({
        at: row.at.toISOString(),
        from: row.from_status,
        to: row.to_status,
        cause: row.cause,
      })),
      webhook: {
        state: current ? 'active' : webhooks.length > 0 ? 'revoked' : 'none',
        allowlist: current ? current.allowlist_enabled : null,
      },
      brokers: brokers.map((row) => ({
        broker: row.broker,
        environment: row.environment,
        accountName: row.account_name,
        status: row.status,
      })),
      deliveries: deliveries.map((row) => ({
        id: row.delivery_id,
        receivedAt: row.received_at.toISOString(),
        status: row.status,
        code: row.code,
      })),
    };
  }
}
