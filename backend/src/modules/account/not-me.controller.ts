import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/security-log.endpoints';
import type { Request, Response } from 'express';

import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';
import { AUTH_PROVIDER, type AuthProvider } from '@/modules/auth/auth-provider.port';
import { authErrors, AuthSessionService } from '@/modules/auth/auth.public';
import { SecurityLog } from '@/modules/security-log/security-log.public';

import { NotMeDto } from './dto/not-me.dto';

/**
 * "This wasn't me", from a security mail: whoever holds the link (the mailbox's owner) ends every
 * session of the account and gets a password-reset link. No session needed: the member may have
 * been locked out. Limited per client address like the other auth links.
 */
@Controller()
export class NotMeController {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly sessions: AuthSessionService,
    private readonly securityLog: SecurityLog,
  ) {}

  @Post(routeOf(api.reportNotMe))
  @HttpCode(api.reportNotMe.status)
  @RateLimit('auth')
  async report(
    @Body() body: NotMeDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.reportNotMe>> {
    const used = await this.securityLog.useNotMeLink(body.token);
    if (used.status === 'invalid') throw authErrors.linkInvalid();
    if (used.status === 'expired') throw authErrors.linkExpired();
    const call = this.sessions.call(request, response);
    try {
      await this.auth.secureAccount(used.memberId, call);
    } catch (error) {
      // Nothing was secured: the link stays usable for another try.
      await this.securityLog.restoreNotMeLink(body.token);
      throw error;
    }
    await this.securityLog.record(used.memberId, 'not-me-reported', {}, call.client);
    await this.securityLog.record(used.memberId, 'sessions-ended', { all: true }, call.client);
    return { status: 'secured' };
  }
}
