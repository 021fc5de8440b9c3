// The worker's account-requests processor, in the test process: what the worker does with the
// password-reset and confirmation-resend requests the api queues, for suites that run no worker
// and read the mail jobs the api's outbox relay queues (auth-api.ts). The real AuthWorkerModule
// and processor; only the consumer around them is a plain BullMQ Worker instead of the host.
import { Test } from '@nestjs/testing';
import { type Job, Worker } from 'bullmq';
import { LoggerModule } from 'nestjs-pino';

import { loggerParams } from '../../src/common/logging/logger-options';
import type { AppConfig } from '../../src/config/app-config';
import { ConfigModule } from '../../src/config/config.module';
import { DatabaseModule } from '../../src/database/database.module';
import { AuthWorkerModule } from '../../src/modules/auth/auth-worker.module';
import { AccountRequestsProcessor } from '../../src/modules/auth/local/account-requests.processor';
import { workerConnection } from '../../src/queue/bullmq-connection';
import { RedisModule } from '../../src/redis/redis.module';
import type { AnyJobHandler } from '../../src/worker/job-handler-table';

export interface AccountRequestsConsumer {
  close(): Promise<void>;
}

export async function startAccountRequestsConsumer(
  config: AppConfig,
): Promise<AccountRequestsConsumer> {
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      LoggerModule.forRoot(loggerParams(config, 'worker')),
      DatabaseModule,
      RedisModule,
      AuthWorkerModule,
    ],
  }).compile();
  await moduleRef.init();
  const processor = moduleRef.get(AccountRequestsProcessor);
  const handlers = processor.handlers as Record<string, AnyJobHandler | undefined>;
  const worker = new Worker(
    processor.queue,
    (job: Job) => {
      const handle = handlers[job.name];
      if (!handle) throw new Error(`no handler for ${processor.queue}/${job.name}`);
      return handle(job);
    },
    { connection: workerConnection(config), prefix: config.queuePrefix },
  );
  await worker.waitUntilReady();
  return {
    close: async () => {
      await worker.close();
      await moduleRef.close();
    },
  };
}
