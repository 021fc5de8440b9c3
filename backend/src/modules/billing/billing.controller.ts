import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import * as api from '@tickrelay/contracts/endpoints/billing.endpoints';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';

import { Auth, Member, MemberRateLimit, Recaptcha } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { AppException } from '@/common/errors/app.exception';
import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { BillingEntitlement } from './billing-entitlement';
import { BillingService } from './billing.service';
import { ChangePlanDto } from './dto/change-plan.dto';
import { StartCheckoutDto } from './dto/start-checkout.dto';

/** Plans (public) and the signed-in member's subscription, checkouts and billing. */
@Controller()
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly entitlement: BillingEntitlement,
  ) {}

  @Get(routeOf(api.listPlans))
  plans(): ResponseOf<typeof api.listPlans> {
    return this.billing.plans();
  }

  @Get(routeOf(api.getMembership))
  @Auth()
  membership(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.getMembership>> {
    return this.billing.membership(session.user);
  }

  /** Member-only: proves @Member() on a real route, and tells the SPA until when. */
  @Get(routeOf(api.getEntitlement))
  @Member()
  async entitlementOf(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.getEntitlement>> {
    const { view } = await this.entitlement.current(session.user.id);
    // @Member() let the request through, so there is an entitling subscription (unless it ended
    // in the instant between the guard and here).
    if (!view?.entitledUntil) throw new AppException(HttpStatus.FORBIDDEN, 'SUBSCRIPTION_REQUIRED');
    return { entitledUntil: view.entitledUntil, plan: view.plan };
  }

  @Post(routeOf(api.startCheckout))
  @HttpCode(api.startCheckout.status)
  @Auth()
  @RateLimit('checkout')
  @Recaptcha(RENEW_SUBSCRIPTION_ACTION)
  @MemberRateLimit('billing')
  startCheckout(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: StartCheckoutDto,
  ): Promise<ResponseOf<typeof api.startCheckout>> {
    return this.billing.startCheckout(session.user, body);
  }

  @Get(routeOf(api.getCheckout))
  @Auth()
  checkout(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
  ): Promise<ResponseOf<typeof api.getCheckout>> {
    return this.billing.checkout(session.user, id);
  }

  @Post(routeOf(api.cancelSubscription))
  @HttpCode(api.cancelSubscription.status)
  @Auth()
  @MemberRateLimit('billing')
  cancel(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.cancelSubscription>> {
    return this.billing.cancel(session.user);
  }

  @Post(routeOf(api.resumeSubscription))
  @HttpCode(api.resumeSubscription.status)
  @Auth()
  @MemberRateLimit('billing')
  resume(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.resumeSubscription>> {
    return this.billing.resume(session.user);
  }

  @Post(routeOf(api.changePlan))
  @HttpCode(api.changePlan.status)
  @Auth()
  @MemberRateLimit('billing')
  changePlan(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: ChangePlanDto,
  ): Promise<ResponseOf<typeof api.changePlan>> {
    return this.billing.changePlan(session.user, body.plan);
  }

  @Post(routeOf(api.openBillingPortal))
  @HttpCode(api.openBillingPortal.status)
  @Auth()
  @MemberRateLimit('billing')
  portal(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.openBillingPortal>> {
    return this.billing.portal(session.user);
  }

  @Get(routeOf(api.listInvoices))
  @Auth()
  @MemberRateLimit('billing')
  invoices(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.listInvoices>> {
    return this.billing.invoices(session.user);
  }
}
