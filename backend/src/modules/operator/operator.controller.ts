import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/operator.endpoints';
import type { Request, Response } from 'express';

import { Operator } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import { AuthSessionService } from '@/modules/auth/auth.public';

import {
  AuditQueryDto,
  ExtendDto,
  MemberSearchQueryDto,
  SuspendDto,
} from './dto/operator-actions.dto';
import { OperatorMembersService } from './operator-members.service';
import { OperatorRepository } from './operator.repository';

/** The operator console's API: members, their actions, the audit log. */
@Controller()
@Operator()
export class OperatorController {
  constructor(
    private readonly members: OperatorMembersService,
    private readonly repository: OperatorRepository,
    private readonly sessions: AuthSessionService,
  ) {}

  @Get(routeOf(api.searchOperatorMembers))
  async search(
    @Query() query: MemberSearchQueryDto,
  ): Promise<ResponseOf<typeof api.searchOperatorMembers>> {
    return { members: await this.members.search(query.q) };
  }

  @Get(routeOf(api.getOperatorMember))
  detail(@Param('memberId') memberId: string): Promise<ResponseOf<typeof api.getOperatorMember>> {
    return this.members.detail(memberId);
  }

  @Post(routeOf(api.extendOperatorMember))
  @HttpCode(api.extendOperatorMember.status)
  extend(
    @CurrentSession() session: AuthenticatedSession,
    @Param('memberId') memberId: string,
    @Body() body: ExtendDto,
  ): Promise<ResponseOf<typeof api.extendOperatorMember>> {
    return this.members.extend(session.user.id, memberId, body.days, body.reason);
  }

  @Post(routeOf(api.suspendOperatorMember))
  @HttpCode(api.suspendOperatorMember.status)
  suspend(
    @CurrentSession() session: AuthenticatedSession,
    @Param('memberId') memberId: string,
    @Body() body: SuspendDto,
  ): Promise<ResponseOf<typeof api.suspendOperatorMember>> {
    return this.members.suspend(session.user.id, memberId, body.reason);
  }

  @Post(routeOf(api.unsuspendOperatorMember))
  @HttpCode(api.unsuspendOperatorMember.status)
  unsuspend(
    @CurrentSession() session: AuthenticatedSession,
    @Param('memberId') memberId: string,
  ): Promise<ResponseOf<typeof api.unsuspendOperatorMember>> {
    return this.members.unsuspend(session.user.id, memberId);
  }

  @Post(routeOf(api.resendOperatorConfirmation))
  @HttpCode(api.resendOperatorConfirmation.status)
  resendConfirmation(
    @CurrentSession() session: AuthenticatedSession,
    @Param('memberId') memberId: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.resendOperatorConfirmation>> {
    return this.members.resendConfirmation(
      session.user.id,
      memberId,
      this.sessions.call(request, response),
    );
  }

  @Get(routeOf(api.listOperatorAudit))
  async audit(@Query() query: AuditQueryDto): Promise<ResponseOf<typeof api.listOperatorAudit>> {
    const rows = await this.repository.auditPage(api.OPERATOR_LIMITS.auditPageSize, query.memberId);
    return {
      entries: rows.map((row) => ({
        id: String(row.id),
        at: row.at.toISOString(),
        actor: row.actor,
        action: row.action,
        targetId: row.target_id,
        before: row.before,
        after: row.after,
      })),
    };
  }
}
