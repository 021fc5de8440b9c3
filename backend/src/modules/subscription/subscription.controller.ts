import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { Request } from 'express';

import { Auth, Recaptcha } from '@/common/decorators/access.decorators';
import { CurrentRecaptcha, CurrentSession } from '@/common/decorators/current-session.decorator';
import type { RecaptchaOutcome } from '@/common/decorators/request-auth';
import type { AuthenticatedSession } from '@/modules/auth/auth.types';

import { RenewSubscriptionDto } from './dto/renew-subscription.dto';
import type { RenewalStatus } from './subscription-renewals.table';
import { SubscriptionRepository } from './subscription.repository';

export const RENEW_ACTION = 'renew_subscription';

@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly renewals: SubscriptionRepository) {}

  /** Records the request; payment follows with the payments issue. */
  @Post('renew')
  @HttpCode(HttpStatus.CREATED)
  @Auth()
  @Recaptcha(RENEW_ACTION)
  async renew(
    @CurrentSession() session: AuthenticatedSession,
    @CurrentRecaptcha() recaptcha: RecaptchaOutcome,
    @Body() _body: RenewSubscriptionDto,
    @Req() request: Request,
  ): Promise<{ renewalId: string; status: RenewalStatus }> {
    const renewal = await this.renewals.recordRenewal({
      userId: session.user.id,
      recaptchaScore: recaptcha.score,
      clientIp: request.ip ?? null,
    });
    return { renewalId: renewal.id, status: renewal.status };
  }
}
