import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { resolveTradingViewSymbol } from '@tickrelay/contracts/futures/roll-calendar';
import { MEMBER_EVENT_TYPES } from '@tickrelay/contracts/webhooks/deliveries';

import { Auth, Member } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { AppException } from '@/common/errors/app.exception';
import { MemberEvents } from '@/common/live-events/member-events';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { FlattenPaperDto } from './dto/flatten-paper.dto';
import { PaperBroker } from './paper-broker';

/**
 * The member's paper account. Reading it stays allowed to a lapsed member; flatten and reset
 * change it, so they need an entitled membership (@Member()).
 */
@Controller()
export class PaperController {
  constructor(
    private readonly paper: PaperBroker,
    private readonly events: MemberEvents,
  ) {}

  @Get(routeOf(api.getPaperAccount))
  @Auth()
  account(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.getPaperAccount>> {
    return this.paper.positions(session.user.id);
  }

  @Post(routeOf(api.flattenPaper))
  @HttpCode(api.flattenPaper.status)
  @Member()
  async flatten(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: FlattenPaperDto,
  ): Promise<ResponseOf<typeof api.flattenPaper>> {
    const at = new Date();
    let contract;
    if (body.contract !== undefined) {
      const resolved = resolveTradingViewSymbol(body.contract, at);
      if (!resolved.ok) {
        throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {
          contract: 'invalid_choice',
        });
      }
      contract = resolved.resolved.contract;
    }
    const outcome = await this.paper.flattenAccount(session.user.id, {
      ...(contract ? { contract } : {}),
      at: at.toISOString(),
    });
    if (outcome.changed) {
      await this.events.publish(session.user.id, MEMBER_EVENT_TYPES.paper, outcome.account);
    }
    return outcome.account;
  }

  @Post(routeOf(api.resetPaper))
  @HttpCode(api.resetPaper.status)
  @Member()
  async reset(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.resetPaper>> {
    const account = await this.paper.reset(session.user.id);
    await this.events.publish(session.user.id, MEMBER_EVENT_TYPES.paper, account);
    return account;
  }
}
