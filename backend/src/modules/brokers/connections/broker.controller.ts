import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Patch,
  Post,
  Put,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import * as api from '@tickrelay/contracts/endpoints/broker.endpoints';
import { type ResponseOf, routeOf } from '@tickrelay/contracts/endpoints/endpoint';

import { Auth, Member, StepUp } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { BrokerAuditService } from '../audit/broker-audit.service';
import { BrokerAuditQueryDto } from '../audit/dto/broker-audit-query.dto';
import { BrokerConnectionService } from './broker-connection.service';
import { BrokerLiquidationService } from './broker-liquidation.service';
import { BrokerSettingsService } from './broker-settings.service';
import { LiquidateBrokerAccountDto } from './dto/liquidate-broker-account.dto';
import { SaveBrokerConnectionDto } from './dto/save-broker-connection.dto';
import { SelectBrokerAccountDto } from './dto/select-broker-account.dto';
import { UpdateBrokerSettingsDto } from './dto/update-broker-settings.dto';
import { RetryAfterInterceptor } from './retry-after.interceptor';

/**
 * The member's broker: reading is @Auth() (a lapsed member still sees where alerts went and
 * why); changes are @Member(), except removing the connection, which anyone signed in may do
 * with their own credentials whatever their membership.
 */
@Controller()
@UseInterceptors(RetryAfterInterceptor)
export class BrokerController {
  constructor(
    private readonly settings: BrokerSettingsService,
    private readonly connections: BrokerConnectionService,
    private readonly liquidation: BrokerLiquidationService,
    private readonly audit: BrokerAuditService,
  ) {}

  @Get(routeOf(api.getBrokerSettings))
  @Auth()
  @Header('Cache-Control', 'no-store')
  get(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.getBrokerSettings>> {
    return this.settings.view(session.user.id);
  }

  @Patch(routeOf(api.updateBrokerSettings))
  @HttpCode(api.updateBrokerSettings.status)
  @Member()
  @StepUp()
  update(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: UpdateBrokerSettingsDto,
  ): Promise<ResponseOf<typeof api.updateBrokerSettings>> {
    return this.settings.setTarget(session.user.id, body.executionTarget);
  }

  @Put(routeOf(api.saveBrokerConnection))
  @HttpCode(api.saveBrokerConnection.status)
  @Member()
  @StepUp()
  save(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: SaveBrokerConnectionDto,
  ): Promise<ResponseOf<typeof api.saveBrokerConnection>> {
    return this.connections.save(session.user.id, body);
  }

  @Patch(routeOf(api.selectBrokerAccount))
  @HttpCode(api.selectBrokerAccount.status)
  @Member()
  @StepUp()
  selectAccount(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: SelectBrokerAccountDto,
  ): Promise<ResponseOf<typeof api.selectBrokerAccount>> {
    return this.connections.selectAccount(session.user.id, body.accountId);
  }

  @Post(routeOf(api.testBrokerConnection))
  @HttpCode(api.testBrokerConnection.status)
  @Member()
  test(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.testBrokerConnection>> {
    return this.connections.test(session.user.id);
  }

  @Delete(routeOf(api.deleteBrokerConnection))
  @HttpCode(api.deleteBrokerConnection.status)
  @Auth()
  async remove(@CurrentSession() session: AuthenticatedSession): Promise<void> {
    await this.settings.removeConnection(session.user.id);
  }

  @Post(routeOf(api.liquidateBrokerAccount))
  @HttpCode(api.liquidateBrokerAccount.status)
  @Member()
  liquidate(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: LiquidateBrokerAccountDto,
  ): Promise<ResponseOf<typeof api.liquidateBrokerAccount>> {
    return this.liquidation.liquidate(session.user.id, body.trigger ?? 'member');
  }

  @Get(routeOf(api.listBrokerAudit))
  @Auth()
  list(
    @CurrentSession() session: AuthenticatedSession,
    @Query() query: BrokerAuditQueryDto,
  ): Promise<ResponseOf<typeof api.listBrokerAudit>> {
    return this.audit.list(session.user.id, query);
  }
}
