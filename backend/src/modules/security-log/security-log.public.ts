import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import type {
  SecurityEventDetails,
  SecurityEventKind,
} from '@tickrelay/contracts/endpoints/security-log.endpoints';
import { localizePath } from '@tickrelay/contracts/locale-path';
import type { Locale } from '@tickrelay/contracts/locales';
import { routePaths } from '@tickrelay/contracts/routes';
import type { Kysely } from 'kysely';

import { currentRequestClient, type RequestClient } from '@/common/http/request-client';
import { AppConfig } from '@/config/app-config';
import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';
import { MailOutbox } from '@/modules/mail/mail-outbox.public';

import { browserLabel } from './browser-label';
import { NotMeLinks, type NotMeUse } from './not-me-links';
import { SecurityLogRepository } from './security-log.repository';

/** Where a change came from: the request's client address and user agent, when there was one. */
export type RequestContext = RequestClient;

/**
 * The kinds that mail the member a security notice with a "this wasn't me" link, from here. The
 * password and email kinds have mails of their own (auth and email change), which carry the same
 * link through `notMeLink`.
 */
export const NOTICE_KINDS: ReadonlySet<SecurityEventKind> = new Set<SecurityEventKind>([
  'broker-connected',
  'execution-target-changed',
  'webhook-url-rotated',
  'webhook-url-revoked',
  'factor-added',
  'factor-removed',
  'recovery-codes-regenerated',
]);

/**
 * The port every module records its security events through: `record` writes the event in the
 * caller's transaction (so it exists exactly when the change does) and, for NOTICE_KINDS, the
 * notice mail to the outbox in that same transaction.
 */
@Injectable()
export class SecurityLog {
  constructor(
    private readonly config: AppConfig,
    private readonly database: DatabaseService,
    private readonly repository: SecurityLogRepository,
    private readonly links: NotMeLinks,
    private readonly outbox: MailOutbox,
  ) {}

  /** `context` defaults to the client of the request being served (none in the worker). */
  async record(
    memberId: string,
    kind: SecurityEventKind,
    details: SecurityEventDetails = {},
    context?: RequestContext,
    trx?: Kysely<Database>,
  ): Promise<void> {
    if (trx) return this.write(memberId, kind, details, context, trx);
    await this.database.db
      .transaction()
      .execute((own) => this.write(memberId, kind, details, context, own));
  }

  /**
   * For a mail of its own written in `trx` (the password and email mails): a fresh "this wasn't
   * me" link and the member's time zone.
   */
  async mailContext(
    memberId: string,
    locale: Locale,
    trx?: Kysely<Database>,
  ): Promise<{ notMeLink: string; timeZone: string }> {
    return {
      notMeLink: await this.notMeLink(memberId, locale, trx),
      timeZone: (await this.repository.timeZoneOf(memberId, trx)) ?? 'UTC',
    };
  }

  /** The member's IANA time zone; null until they (or their browser) chose one. */
  async timeZoneOf(memberId: string): Promise<string | null> {
    return (await this.repository.timeZoneOf(memberId)) ?? null;
  }

  setTimeZone(memberId: string, timeZone: string): Promise<void> {
    return this.repository.setTimeZone(memberId, timeZone);
  }

  /** Spends a "this wasn't me" token: the member it was mailed to, or why not. */
  useNotMeLink(token: string): Promise<NotMeUse> {
    return this.links.use(token);
  }

  /** Puts back a token spent by a report that then failed, so the member can click again. */
  restoreNotMeLink(token: string): Promise<void> {
    return this.links.restore(token);
  }

  /** Everything kept of an erased member (their account's member-erasure job). */
  eraseMember(memberId: string): Promise<void> {
    return this.repository.eraseMember(memberId);
  }

  private async notMeLink(memberId: string, locale: Locale, trx?: Kysely<Database>) {
    const token = await this.links.issue(memberId, trx);
    return `${this.page(locale, routePaths.notMe)}?token=${encodeURIComponent(token)}`;
  }

  private async write(
    memberId: string,
    kind: SecurityEventKind,
    details: SecurityEventDetails,
    context: RequestContext | undefined,
    trx: Kysely<Database>,
  ): Promise<void> {
    // Without a context given, the request being served (if any) is where the change came from.
    const client = context ?? currentRequestClient();
    const ip = client?.ip ?? null;
    const userAgent = client?.userAgent ?? null;
    await this.repository.insert({ memberId, kind, ip, userAgent, details }, trx);
    if (!NOTICE_KINDS.has(kind)) return;
    // No address here (a Supabase member who never subscribed): the event is logged, unmailed.
    const to = await this.repository.contactOf(memberId, trx);
    if (!to) return;
    await this.outbox.add(
      'security-notice',
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        timeZone: to.timeZone,
        kind,
        at: new Date().toISOString(),
        ip,
        browser: browserLabel(userAgent),
        details,
        notMeLink: await this.notMeLink(memberId, to.locale, trx),
        securityLogLink: this.page(to.locale, routePaths.membershipSecurityLog),
      },
      `security-notice-${randomUUID()}`,
      trx,
    );
  }

  private page(locale: Locale, path: string): string {
    return `${this.config.publicUrl}${localizePath(path, locale)}`;
  }
}
