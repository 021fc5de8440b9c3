import { Module } from '@nestjs/common';

import { MetricsRegistryModule } from '@/common/metrics/metrics-registry.module';

import { MailOutboxMetrics } from './mail-outbox.metrics';
import { MailOutboxModule } from './mail-outbox.module';
import { MailTransport } from './mail-transport';
import { MailProcessor } from './mail.processor';

/**
 * Worker side: renders and sends the mails of the `mail` queue (MailProcessor), and relays
 * committed mails from the outbox to that queue (MailOutboxModule); the outbox's age on scrape.
 */
@Module({
  imports: [MailOutboxModule, MetricsRegistryModule],
  providers: [MailTransport, MailProcessor, MailOutboxMetrics],
})
export class MailModule {}
