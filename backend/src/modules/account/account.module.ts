import { Module } from '@nestjs/common';

import { AuthModule } from '@/modules/auth/auth.module';
import { WebhooksModule } from '@/modules/webhooks/webhooks.module';

import { AccountController } from './account.controller';

@Module({ imports: [AuthModule, WebhooksModule], controllers: [AccountController] })
export class AccountModule {}
