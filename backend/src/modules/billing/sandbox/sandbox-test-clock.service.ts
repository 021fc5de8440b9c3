import { HttpStatus, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { TestClockAdvanced } from '@tickrelay/contracts/endpoints/payments-sandbox.endpoints';

import { Clock, RedisOffsetClock } from '@/common/clock/clock';
import { AppException } from '@/common/errors/app.exception';

import { SandboxCycle } from './sandbox-cycle.service';
import { SandboxRepository } from './sandbox.repository';

/**
 * What else runs once the test clock has moved and the sandbox's cycle has delivered its events:
 * billing provides it (its expiry job), found across modules at call time so the sandbox module
 * does not import billing's. Optional: without it only the sandbox's own cycle runs.
 */
export const AFTER_TEST_CLOCK_ADVANCE = Symbol('AFTER_TEST_CLOCK_ADVANCE');
export type AfterTestClockAdvance = () => Promise<unknown>;

const DELIVERY_WAIT_MS = 30_000;
const POLL_MS = 100;

export type ClockAdvanced = TestClockAdvanced;

/**
 * POST /api/payments/sandbox/clock (BILLING_TEST_CLOCK=true only): moves the shared clock, runs
 * the sandbox's cycle at once, waits until the worker has delivered the events it wrote, then
 * runs billing's expiry job, and answers when all that is done.
 */
@Injectable()
export class SandboxTestClock {
  constructor(
    private readonly clock: Clock,
    private readonly cycle: SandboxCycle,
    private readonly repository: SandboxRepository,
    private readonly moduleRef: ModuleRef,
  ) {}

  async advance(days: number): Promise<ClockAdvanced> {
    if (!(this.clock instanceof RedisOffsetClock)) {
      throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    }
    await this.clock.advanceDays(days);
    const result = await this.cycle.run();
    const undelivered = await this.waitForDelivery(result.eventIds);
    await this.afterAdvance()?.();
    return {
      now: (await this.clock.now()).toISOString(),
      events: result.eventIds.length,
      undelivered,
    };
  }

  private afterAdvance(): AfterTestClockAdvance | undefined {
    try {
      return this.moduleRef.get<AfterTestClockAdvance>(AFTER_TEST_CLOCK_ADVANCE, { strict: false });
    } catch {
      return undefined;
    }
  }

  private async waitForDelivery(ids: readonly string[]): Promise<string[]> {
    const deadline = Date.now() + DELIVERY_WAIT_MS;
    let waiting = [...ids];
    while (waiting.length > 0) {
      const states = await Promise.all(waiting.map((id) => this.repository.findEvent(id)));
      waiting = waiting.filter((_, index) => !states[index]?.delivered_at);
      if (waiting.length === 0 || Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return waiting;
  }
}
