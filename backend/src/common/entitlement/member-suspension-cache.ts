import { Injectable } from '@nestjs/common';

import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

/**
 * The Redis copy of who is suspended, `{prefix}:suspended:{memberId}` (no expiry), for the
 * webhook receiver: its one Lua read of a token also reads this key, so a suspended member's
 * alert is answered 403 WEBHOOK_MEMBER_SUSPENDED without Postgres. Postgres (member_suspensions)
 * is the truth: the operator module writes both, and writes every suspension again at boot and
 * every hour, so a Redis that lost its data refuses them again soon after.
 */
@Injectable()
export class MemberSuspensionCache {
  /** What the member id is appended to (the receiver's Lua lookup builds the key from it). */
  readonly keyPrefix: string;

  constructor(
    config: AppConfig,
    private readonly redis: RedisService,
  ) {
    this.keyPrefix = `${config.queuePrefix}:suspended:`;
  }

  async suspend(memberIds: readonly string[]): Promise<void> {
    if (memberIds.length === 0) return;
    const pipeline = this.redis.client.pipeline();
    for (const memberId of memberIds) pipeline.set(`${this.keyPrefix}${memberId}`, '1');
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  async lift(memberId: string): Promise<void> {
    await this.redis.client.del(`${this.keyPrefix}${memberId}`);
  }
}
