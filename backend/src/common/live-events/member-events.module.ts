import { Global, Module } from '@nestjs/common';

import { MemberEvents } from './member-events';

/**
 * A member's live stream (MemberEvents) for every module of api and worker: the alert pipeline,
 * the relays, the webhook and broker settings publish on it without importing one another.
 * Needs the global RedisModule (RedisService, LiveSubscriber) and AppConfig.
 */
@Global()
@Module({
  providers: [MemberEvents],
  exports: [MemberEvents],
})
export class MemberEventsModule {}
