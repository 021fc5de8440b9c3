import { Body, Controller, Get, Header, HttpCode, Patch, Post } from '@nestjs/common';
import { type ResponseOf, routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';

import { Member } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { RotateWebhookDto } from './dto/rotate-webhook.dto';
import { UpdateWebhookDto } from './dto/update-webhook.dto';
import { WebhookTestAlertService } from './webhook-test-alert.service';
import { WebhooksService } from './webhooks.service';

/**
 * The signed-in, entitled member's webhook (@Member(): 401 to a visitor, 403
 * SUBSCRIPTION_REQUIRED to a lapsed member). Answers hold the URL, a secret: never cached.
 */
@Controller()
@Member()
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly testAlerts: WebhookTestAlertService,
  ) {}

  @Get(routeOf(api.getWebhook))
  @Header('Cache-Control', 'no-store')
  get(@CurrentSession() session: AuthenticatedSession): Promise<ResponseOf<typeof api.getWebhook>> {
    return this.webhooks.view(session.user.id);
  }

  @Patch(routeOf(api.updateWebhook))
  @HttpCode(api.updateWebhook.status)
  @Header('Cache-Control', 'no-store')
  update(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: UpdateWebhookDto,
  ): Promise<ResponseOf<typeof api.updateWebhook>> {
    return this.webhooks.update(session.user.id, body);
  }

  @Post(routeOf(api.rotateWebhook))
  @HttpCode(api.rotateWebhook.status)
  @Header('Cache-Control', 'no-store')
  rotate(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: RotateWebhookDto,
  ): Promise<ResponseOf<typeof api.rotateWebhook>> {
    return this.webhooks.rotate(
      session.user.id,
      body.graceHours ?? WEBHOOK_LIMITS.rotationGraceHoursDefault,
    );
  }

  /** Counted per client address too: each one makes the api call the public URL. */
  @Post(routeOf(api.sendTestAlert))
  @HttpCode(api.sendTestAlert.status)
  @RateLimit('webhook')
  sendTest(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.sendTestAlert>> {
    return this.testAlerts.send(session.user.id);
  }
}
