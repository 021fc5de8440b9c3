import { Global, Module } from '@nestjs/common';

import { LiveSubscriber } from '@/common/live-events/live-subscriber';
import { SseStreams } from '@/common/live-events/sse-streams';
import { SessionEnds } from '@/common/session/session-ends';

import { RedisService } from './redis.service';

/**
 * The process' Redis connections for every module of api and worker: the request-path one
 * (RedisService), the one pub/sub subscriber (LiveSubscriber, common/live-events), SessionEnds
 * (session ends over pub/sub: auth publishes them, the SSE streams watch them) and the SSE helper
 * (SseStreams) the live streams' controllers use.
 */
@Global()
@Module({
  providers: [RedisService, LiveSubscriber, SessionEnds, SseStreams],
  exports: [RedisService, LiveSubscriber, SessionEnds, SseStreams],
})
export class RedisModule {}
