import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import { renewSubscription } from '@tickrelay/contracts/endpoints/subscription.endpoints';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import type { Request } from 'express';

import { Auth, Recaptcha } from '@/common/decorators/access.decorators';
import { CurrentRecaptcha, CurrentSession } from '@/common/decorators/current-session.decorator';
import type { RecaptchaOutcome } from '@/common/decorators/request-auth';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { RenewSubscriptionDto } from './dto/renew-subscription.dto';
import { SubscriptionRepository } from './subscription.repository';

@Controller()
export class SubscriptionController {
  constructor(private readonly renewals: SubscriptionRepository) {}

  /** Records the request; payment follows with the payments issue. */
  @Post(routeOf(renewSubscription))
  @HttpCode(renewSubscription.status)
  @Auth()
  @Recaptcha(RENEW_SUBSCRIPTION_ACTION)
  async renew(
    @CurrentSession() session: AuthenticatedSession,
    @CurrentRecaptcha() recaptcha: RecaptchaOutcome,
    @Body() _body: RenewSubscriptionDto,
    @Req() request: Request,
  ): Promise<ResponseOf<typeof renewSubscription>> {
    const renewal = await this.renewals.recordRenewal({
      userId: session.user.id,
      recaptchaScore: recaptcha.score,
      clientIp: request.ip ?? null,
    });
    return { renewalId: renewal.id, status: renewal.status };
  }
}
