import { Module } from '@nestjs/common';

import { QueueProducer } from './queue-producer.service';
import { RecurringJobs } from './recurring-jobs';

@Module({ providers: [QueueProducer, RecurringJobs], exports: [QueueProducer, RecurringJobs] })
export class QueueModule {}
