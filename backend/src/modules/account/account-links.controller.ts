import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import * as account from '@tickrelay/contracts/endpoints/account.endpoints';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/security-log.endpoints';
import type { Request, Response } from 'express';

import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';
import { AUTH_PROVIDER, type AuthProvider } from '@/modules/auth/auth-provider.port';
import { authErrors, AuthSessionService } from '@/modules/auth/auth.public';
import { SecurityLog } from '@/modules/security-log/security-log.public';

import { LinkTokenDto } from './dto/link-token.dto';

/**
 * The account's mailed links that need no session (the member may be locked out, or open the
 * mail on another device): "this wasn't me", and the email change's confirm and undo. Whoever
 * holds the link holds the mailbox. Limited per client address like the other auth links.
 */
@Controller()
@RateLimit('auth')
export class AccountLinksController {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly sessions: AuthSessionService,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Ends every session of the account and mails a password-reset link. */
  @Post(routeOf(api.reportNotMe))
  @HttpCode(api.reportNotMe.status)
  async notMe(
    @Body() body: LinkTokenDto,
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

  @Post(routeOf(account.confirmEmailChange))
  @HttpCode(account.confirmEmailChange.status)
  async confirmEmailChange(
    @Body() body: LinkTokenDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof account.confirmEmailChange>> {
    const call = this.sessions.call(request, response);
    return { email: await this.auth.confirmEmailChange(body.token, call) };
  }

  @Post(routeOf(account.undoEmailChange))
  @HttpCode(account.undoEmailChange.status)
  async undoEmailChange(
    @Body() body: LinkTokenDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof account.undoEmailChange>> {
    const call = this.sessions.call(request, response);
    return { email: await this.auth.undoEmailChange(body.token, call) };
  }
}
