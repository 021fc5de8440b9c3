import { Module } from '@nestjs/common';

import { SubscriptionController } from './subscription.controller';
import { SubscriptionRepository } from './subscription.repository';

@Module({ controllers: [SubscriptionController], providers: [SubscriptionRepository] })
export class SubscriptionModule {}
