import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import {
  advanceTestClock,
  type TestClockAdvanced,
} from '@tickrelay/contracts/endpoints/payments-sandbox.endpoints';

import { AdvanceClockDto } from './dto';
import { SandboxTestClock } from './sandbox-test-clock.service';

/** The sandbox's test clock: 404 unless BILLING_TEST_CLOCK=true (never in production). */
@Controller()
export class SandboxClockController {
  constructor(private readonly testClock: SandboxTestClock) {}

  @Post(routeOf(advanceTestClock))
  @HttpCode(advanceTestClock.status)
  advance(@Body() body: AdvanceClockDto): Promise<TestClockAdvanced> {
    return this.testClock.advance(body.advanceDays);
  }
}
