import { Inject, Injectable } from '@nestjs/common';
import type { RelayFailureNoticePayload } from '@tickrelay/contracts/destinations/destinations';
import { DEFAULT_LOCALE, type Locale } from '@tickrelay/contracts/locales';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { AppConfig } from '@/config/app-config';
import { MailOutbox } from '@/modules/mail/mail-outbox.public';
import type { FailureDigestJob, FailureNoticeMailItem } from '@/queue/job-payloads';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';

import { DestinationSecrets } from './destination-secrets';
import { DestinationsRepository } from './destinations.repository';
import type { FailureNoticeEventRow } from './destinations.tables';
import { FailureNotices, NOTICE_WINDOW_MS } from './failure-notices';
import { FailureNoticesRepository } from './failure-notices.repository';
import { type MemberContact, MemberContactsRepository } from './member-contacts.repository';
import { NoticeLinks } from './notice-links';
import { noticeMessage } from './relay-messages';
import { RELAY_SENDER, type RelaySender } from './relay-sender.port';

/** Failures a notice lists one by one; the rest are counted. */
export const NOTICE_LISTED_MAX = 20;
const POSTGRES_PAUSE_MS = 2000;

type Decision =
  | { kind: 'nothing' }
  | { kind: 'later' }
  | {
      kind: 'sent';
      at: Date;
      events: FailureNoticeEventRow[];
      contact: MemberContact | undefined;
    };

/**
 * The `notices` queue: sends a member's failure notice when one is due. Under the member's
 * locked notice state: nothing pending → nothing; a notice within the last 15 minutes → the
 * digest is deferred to the window's end; else one notice lists every pending failure, as a mail
 * through the outbox (in the transaction that marks them notified, so it goes once) and, after
 * the commit, once to the destination the member chose for notices (a failure of that send is
 * logged, never notified: a notice never makes another).
 */
@Injectable()
@JobProcessor()
export class FailureDigestProcessor implements QueueProcessor<'notices'> {
  readonly queue = 'notices' as const;
  readonly handlers: JobHandlers<'notices'> = { 'failure-digest': (job) => this.run(job) };
  private readonly links: NoticeLinks;

  constructor(
    private readonly repository: FailureNoticesRepository,
    private readonly notices: FailureNotices,
    private readonly contacts: MemberContactsRepository,
    private readonly outbox: MailOutbox,
    private readonly destinations: DestinationsRepository,
    private readonly secrets: DestinationSecrets,
    @Inject(RELAY_SENDER) private readonly sender: RelaySender,
    private readonly logger: PinoLogger,
    config: AppConfig,
  ) {
    this.logger.setContext(FailureDigestProcessor.name);
    this.links = new NoticeLinks(config.publicUrl);
  }

  private async run(job: Job<FailureDigestJob>): Promise<{ decision: Decision['kind'] }> {
    try {
      return { decision: await this.digest(job.data.memberId, job.id) };
    } catch (error) {
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      throw error;
    }
  }

  async digest(memberId: string, jobId?: string): Promise<Decision['kind']> {
    const decision = await this.repository.transaction(async (trx): Promise<Decision> => {
      const lastSent = await this.repository.lockState(trx, memberId);
      const pending = await this.repository.pending(trx, memberId);
      if (pending.length === 0) return { kind: 'nothing' };
      const now = new Date();
      if (lastSent && now.getTime() < lastSent.getTime() + NOTICE_WINDOW_MS) {
        return { kind: 'later' };
      }
      await this.repository.markSent(
        trx,
        memberId,
        pending.map((event) => event.id),
        now,
      );
      const contact = await this.contacts.contactOf(memberId);
      if (contact) {
        await this.outbox.add(
          'failure-notice',
          this.mailJob(contact, pending),
          `failure-notice.${memberId}.${now.getTime()}`,
          trx,
        );
      }
      return { kind: 'sent', at: now, events: pending, contact };
    });
    if (decision.kind === 'later') {
      await this.notices.schedule(memberId, Date.now(), jobId);
    } else if (decision.kind === 'sent') {
      this.logger.info(
        {
          event: 'failure_notice.sent',
          memberId,
          failures: decision.events.length,
          mailed: decision.contact !== undefined,
        },
        'failure notice sent',
      );
      if (!decision.contact) {
        this.logger.warn({ memberId }, 'no address known for the member: notice not mailed');
      }
      // Failures recorded while this notice was decided wait for the next window.
      await this.notices.schedule(memberId);
      await this.toDestination(memberId, decision.at, decision.events, decision.contact?.locale);
    }
    return decision.kind;
  }

  private listed(events: FailureNoticeEventRow[]): FailureNoticeEventRow[] {
    return events.slice(0, NOTICE_LISTED_MAX);
  }

  private mailJob(contact: MemberContact, events: FailureNoticeEventRow[]) {
    const failures: FailureNoticeMailItem[] = this.listed(events).map((event) => ({
      at: event.occurred_at.toISOString(),
      kind: event.kind,
      destinationLabel: event.destination_label,
      code: event.code,
      docsLink: this.links.docs(event.code, contact.locale),
    }));
    return {
      to: contact.email,
      displayName: contact.displayName,
      locale: contact.locale,
      failures,
      moreFailures: events.length - failures.length,
      logLink: this.links.log(contact.locale),
    };
  }

  /** One attempt, after the commit; its outcome is logged only. */
  private async toDestination(
    memberId: string,
    at: Date,
    events: FailureNoticeEventRow[],
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<void> {
    try {
      const destination = await this.destinations.notifyTarget(memberId);
      if (!destination) return;
      const payload: RelayFailureNoticePayload = {
        event: 'failure_notice',
        from: events[0]!.occurred_at.toISOString(),
        to: at.toISOString(),
        failures: this.listed(events).map((event) => ({
          at: event.occurred_at.toISOString(),
          kind: event.kind,
          deliveryId: event.delivery_id,
          destinationLabel: event.destination_label,
          code: event.code,
        })),
      };
      const message = noticeMessage(payload, events.length, this.links.log(locale), locale);
      const attempt = await this.sender.send(this.secrets.target(destination), message, {
        memberId,
        destinationId: destination.id,
      });
      this.logger.info(
        {
          event: 'failure_notice.destination',
          memberId,
          destinationId: destination.id,
          ok: attempt.ok,
          code: attempt.code,
          httpStatus: attempt.httpStatus,
        },
        attempt.ok ? 'failure notice relayed' : 'failure notice not relayed',
      );
    } catch (error) {
      this.logger.warn({ memberId, err: error }, 'failure notice not relayed');
    }
  }
}
