import { Global, Module } from '@nestjs/common';

import { SessionEnds } from '@/common/session/session-ends';

import { RedisService } from './redis.service';

/**
 * The process' Redis connection, and SessionEnds (session ends over Redis pub/sub: auth publishes
 * them, api and worker alike; the SSE streams watch them) for every module of api and worker.
 */
@Global()
@Module({ providers: [RedisService, SessionEnds], exports: [RedisService, SessionEnds] })
export class RedisModule {}
