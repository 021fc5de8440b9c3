import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/webhook.endpoints';
import type { Response } from 'express';

import { Auth } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { ALERT_SETTINGS_READER, type AlertSettingsReader } from '../pipeline/alert-settings';
import { DeliveriesService } from './deliveries.service';
import { DeliveryFiltersDto, DeliveryQueryDto } from './dto/delivery-query.dto';

/**
 * The signed-in member's deliveries log. Reading stays allowed to a lapsed member (@Auth(), not
 * @Member()): the log says why their alerts were rejected.
 */
@Controller()
export class DeliveriesController {
  constructor(
    private readonly deliveries: DeliveriesService,
    @Inject(ALERT_SETTINGS_READER) private readonly settings: AlertSettingsReader,
  ) {}

  @Get(routeOf(api.listDeliveries))
  @Auth()
  list(
    @CurrentSession() session: AuthenticatedSession,
    @Query() query: DeliveryQueryDto,
  ): Promise<ResponseOf<typeof api.listDeliveries>> {
    return this.deliveries.list(session.user.id, query);
  }

  /** text/csv as an attachment, streamed in batches. */
  @Get(routeOf(api.exportDeliveries))
  @Auth()
  async export(
    @CurrentSession() session: AuthenticatedSession,
    @Query() query: DeliveryFiltersDto,
    @Res() response: Response,
  ): Promise<void> {
    this.deliveries.validateFilters(query);
    const rows = this.deliveries.csv(session.user.id, query);
    // The first batch is read before the headers go: a database error is still a JSON 503.
    const first = await rows.next();
    const day = new Date().toISOString().slice(0, 10);
    response.status(api.exportDeliveries.status);
    response.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="tickrelay-deliveries-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    if (!first.done) response.write(first.value);
    try {
      for await (const chunk of rows) {
        if (response.destroyed) return;
        if (!response.write(chunk)) {
          await new Promise<void>((resolve) => response.once('drain', resolve));
        }
      }
      response.end();
    } catch {
      // Headers are gone: cutting the body short is all that is left to say.
      response.destroy();
    }
  }

  @Get(routeOf(api.getWebhookSummary))
  @Auth()
  async summary(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.getWebhookSummary>> {
    const { paused } = await this.settings.settingsOf(session.user.id);
    return this.deliveries.summary(session.user.id, paused);
  }

  @Get(routeOf(api.getDelivery))
  @Auth()
  one(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
  ): Promise<ResponseOf<typeof api.getDelivery>> {
    return this.deliveries.one(session.user.id, id);
  }
}
