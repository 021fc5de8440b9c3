import { Body, Controller, Get, Header, HttpCode, Patch, Post, Res } from '@nestjs/common';
import { type ResponseOf, routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';
import type { Response } from 'express';

import { Auth, Member, StepUp } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { RotateWebhookDto } from './dto/rotate-webhook.dto';
import { UpdateWebhookDto } from './dto/update-webhook.dto';
import { WebhookRotationLimits } from './webhook-rotation-limits';
import { WebhookTestAlertService } from './webhook-test-alert.service';
import { WebhooksService } from './webhooks.service';

/**
 * The signed-in member's webhook. Settings and test alerts are @Member() (401 to a visitor, 403
 * SUBSCRIPTION_REQUIRED to a lapsed member); reading, rotating and revoking are @Auth(), and the
 * service lets a lapsed member do them for the URL they already have (stopping a leaked URL must
 * never need a payment). Answers hold the URL, a secret: never cached.
 */
@Controller()
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly testAlerts: WebhookTestAlertService,
    private readonly rotationLimits: WebhookRotationLimits,
  ) {}

  @Get(routeOf(api.getWebhook))
  @Auth()
  @Header('Cache-Control', 'no-store')
  get(@CurrentSession() session: AuthenticatedSession): Promise<ResponseOf<typeof api.getWebhook>> {
    return this.webhooks.view(session.user.id);
  }

  @Patch(routeOf(api.updateWebhook))
  @Member()
  @HttpCode(api.updateWebhook.status)
  @Header('Cache-Control', 'no-store')
  update(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: UpdateWebhookDto,
  ): Promise<ResponseOf<typeof api.updateWebhook>> {
    return this.webhooks.update(session.user.id, body);
  }

  /** Rotation, or revocation with graceHours 0; limited per member (WebhookRotationLimits). */
  @Post(routeOf(api.rotateWebhook))
  @Auth()
  @StepUp()
  @HttpCode(api.rotateWebhook.status)
  @Header('Cache-Control', 'no-store')
  rotate(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: RotateWebhookDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.rotateWebhook>> {
    return this.rotationLimits.within(session.user.id, response, () =>
      this.webhooks.rotate(
        session.user.id,
        body.graceHours ?? WEBHOOK_LIMITS.rotationGraceHoursDefault,
      ),
    );
  }

  /** Counted per client address too: each one makes the api call the public URL. */
  @Post(routeOf(api.sendTestAlert))
  @Member()
  @HttpCode(api.sendTestAlert.status)
  @RateLimit('webhook')
  sendTest(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.sendTestAlert>> {
    return this.testAlerts.send(session.user.id);
  }
}
