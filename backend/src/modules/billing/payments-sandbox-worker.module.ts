import { Module } from '@nestjs/common';

import { SandboxWorkerModule } from './sandbox/sandbox-payments.module';

/**
 * The worker's door to the sandbox payment provider (the `payments-sandbox` queue's processor and
 * the cycle's schedule), at the billing module's top level where the worker may import it.
 */
@Module({ imports: [SandboxWorkerModule] })
export class PaymentsSandboxWorkerModule {}
