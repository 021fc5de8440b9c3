import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';

import { AdvanceClockDto } from './dto';
import { SANDBOX_PATH } from './sandbox-links';
import { type ClockAdvanced, SandboxTestClock } from './sandbox-test-clock.service';

/** The sandbox's test clock: 404 unless BILLING_TEST_CLOCK=true (never in production). */
@Controller(SANDBOX_PATH.replace(/^\/api\//, ''))
export class SandboxClockController {
  constructor(private readonly testClock: SandboxTestClock) {}

  @Post('clock')
  @HttpCode(HttpStatus.OK)
  advance(@Body() body: AdvanceClockDto): Promise<ClockAdvanced> {
    return this.testClock.advance(body.advanceDays);
  }
}
