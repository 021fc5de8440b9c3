import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DATA_EXPORT_LIMITS } from '@tickrelay/contracts/endpoints/data-export.endpoints';
import { localizePath } from '@tickrelay/contracts/locale-path';
import { routePaths } from '@tickrelay/contracts/routes';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import {
  type DataExportSection,
  DataExportSectionProvider,
} from '@/common/data-export/data-export-section.port';
import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { AppConfig } from '@/config/app-config';
import { MemberContactsRepository } from '@/modules/destinations/destinations.public';
import { MailOutbox } from '@/modules/mail/mail-outbox.public';
import type { DataExportJob } from '@/queue/job-payloads';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';

import { buildArchive, orderSections } from './data-export-archive';
import { DataExportsRepository } from './data-exports.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const POSTGRES_PAUSE_MS = 5000;

type Outcome = 'ready' | 'too-large' | 'skipped';

/**
 * The `data-exports` queue: builds a member's archive from every @DataExportSectionProvider()
 * of the worker, stores it and, in the same transaction, writes the "ready" mail to the outbox
 * (so it goes once, and only with the archive). A build for an export no longer in preparation
 * (erased with the account, already built) does nothing; a section that throws fails the attempt,
 * and the last attempt marks the export failed so the member may ask again.
 */
@Injectable()
@JobProcessor()
export class DataExportProcessor implements QueueProcessor<'data-exports'>, OnModuleInit {
  readonly queue = 'data-exports' as const;
  readonly handlers: JobHandlers<'data-exports'> = { build: (job) => this.run(job) };
  private sections: DataExportSection[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly repository: DataExportsRepository,
    private readonly contacts: MemberContactsRepository,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DataExportProcessor.name);
  }

  /** Before the worker takes jobs: a malformed or doubled section stops it from starting. */
  onModuleInit(): void {
    const found = this.discovery
      .getProviders({ metadataKey: DataExportSectionProvider.KEY })
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is object => typeof instance === 'object' && instance !== null);
    this.sections = orderSections(found);
    this.logger.info({ sections: this.sections.map((s) => s.name) }, 'data-export sections');
  }

  /** The sections' names, in the archive's order. */
  sectionNames(): string[] {
    return this.sections.map((section) => section.name);
  }

  private async run(job: Job<DataExportJob>): Promise<{ outcome: Outcome }> {
    try {
      return { outcome: await this.build(job.data.exportId, job.data.memberId) };
    } catch (error) {
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await this.repository.markFailed(job.data.exportId, 'error');
        this.logger.error(
          { event: 'data-export.failed', exportId: job.data.exportId, err: error },
          'data export could not be built: marked failed, the member may ask again',
        );
      }
      throw error;
    }
  }

  async build(exportId: string, memberId: string, now = new Date()): Promise<Outcome> {
    const row = await this.repository.find(exportId);
    if (!row || row.status !== 'preparing' || row.member_id !== memberId) return 'skipped';
    const collected = [];
    for (const section of this.sections) {
      collected.push({ name: section.name, data: await section.collect(memberId) });
    }
    const archive = Buffer.from(buildArchive(collected, now, memberId));
    if (archive.length > DATA_EXPORT_LIMITS.maxArchiveBytes) {
      await this.repository.markFailed(exportId, 'too-large');
      this.logger.error(
        { event: 'data-export.too-large', exportId, memberId, bytes: archive.length },
        'data export larger than DATA_EXPORT_LIMITS.maxArchiveBytes: marked failed',
      );
      return 'too-large';
    }
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_LIMITS.keepDays * DAY_MS);
    const contact = await this.contacts.contactOf(memberId);
    const stored = await this.repository.transaction(async (trx) => {
      if (!(await this.repository.markReady(trx, exportId, archive, now, expiresAt))) return false;
      if (contact) {
        await this.outbox.add(
          'data-export-ready',
          {
            to: contact.email,
            displayName: contact.displayName,
            locale: contact.locale,
            profileLink: `${this.config.publicUrl}${localizePath(routePaths.membershipProfile, contact.locale)}`,
            expiresAt: expiresAt.toISOString(),
          },
          `data-export-ready.${exportId}`,
          trx,
        );
      }
      return true;
    });
    if (!stored) return 'skipped';
    this.logger.info(
      { event: 'data-export.ready', exportId, memberId, bytes: archive.length, mailed: !!contact },
      'data export ready',
    );
    return 'ready';
  }
}
