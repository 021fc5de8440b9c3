import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Logger,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import * as api from '@tickrelay/contracts/endpoints/account.endpoints';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Request, Response } from 'express';

import { Auth, StepUp } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import { AUTH_PROVIDER, type AuthProvider } from '@/modules/auth/auth-provider.port';
import {
  authErrors,
  AuthSessionService,
  ReentryLimiter,
  RememberedBrowsers,
} from '@/modules/auth/auth.public';
import { SecurityLog } from '@/modules/security-log/security-log.public';

import { DeleteAccountDto } from './dto/delete-account.dto';
import { EmailChangeDto } from './dto/email-change.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { MemberErasures } from './member-erasure.jobs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in member's own account: profile, sessions, deletion (after a step-up). */
@Controller()
@Auth()
export class AccountController {
  private readonly logger = new Logger(AccountController.name);

  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly sessions: AuthSessionService,
    private readonly reentryLimiter: ReentryLimiter,
    private readonly erasures: MemberErasures,
    private readonly securityLog: SecurityLog,
    private readonly browsers: RememberedBrowsers,
  ) {}

  @Patch(routeOf(api.updateProfile))
  async updateProfile(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: UpdateProfileDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.updateProfile>> {
    const { timeZone, ...profile } = body;
    const user = await this.auth.updateProfile(
      session,
      profile,
      this.sessions.call(request, response),
    );
    if (timeZone !== undefined) await this.securityLog.setTimeZone(session.user.id, timeZone);
    return { user, timeZone: await this.securityLog.timeZoneOf(session.user.id) };
  }

  @Get(routeOf(api.getPreferences))
  async preferences(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.getPreferences>> {
    return { timeZone: await this.securityLog.timeZoneOf(session.user.id) };
  }

  @Get(routeOf(api.listSessions))
  async listSessions(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.listSessions>> {
    return { sessions: await this.auth.listSessions(session) };
  }

  /** Ending the current session signs this browser out (and forgets it as remembered). */
  @Delete(routeOf(api.endSession))
  @HttpCode(api.endSession.status)
  async endSession(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    if (!UUID.test(id)) throw authErrors.sessionNotFound();
    const call = this.sessions.call(request, response);
    await this.auth.endSession(session, id.toLowerCase(), call);
    // A browser remembered by that session must pass the second step again.
    await this.browsers.revokeOfSession(session.user.id, id.toLowerCase());
    const current = id.toLowerCase() === session.sessionId;
    await this.securityLog.record(session.user.id, 'session-ended', { current }, call.client);
  }

  /**
   * Password re-entry, counted like the other re-entries, after a fresh proof (@StepUp(): a
   * password or second factor within the last 10 minutes, issue 27).
   */
  @Post(routeOf(api.requestEmailChange))
  @StepUp()
  @HttpCode(api.requestEmailChange.status)
  async requestEmailChange(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: EmailChangeDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.requestEmailChange>> {
    const call = this.sessions.call(request, response);
    await this.reentryLimiter.attempt(session.user.id, response, () =>
      this.auth.requestEmailChange(session, body.newEmail, body.password, call),
    );
    return { status: 'confirmation_sent' };
  }

  @Delete(routeOf(api.deleteAccount))
  @StepUp()
  @HttpCode(api.deleteAccount.status)
  async deleteAccount(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: DeleteAccountDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const call = this.sessions.call(request, response);
    await this.reentryLimiter.attempt(session.user.id, response, () =>
      this.auth.deleteAccount(session, body.password, call),
    );
    // The account is gone; what the features keep of the member (webhook URLs, the provider's
    // subscription, deliveries, the paper account…) is erased by the worker's member-erasure job.
    // The answer stays the deletion's: should the job not be queued (Redis away), the error line
    // names the member for an operator to queue it (member-erasure.cli.ts).
    const memberId = session.user.id;
    await this.erasures.request(memberId).catch((error: Error) => {
      this.logger.error(
        `erasure of deleted member ${memberId} NOT queued (${error.message}): run ` +
          `\`node dist/modules/account/member-erasure.cli.js ${memberId}\``,
      );
    });
  }
}
