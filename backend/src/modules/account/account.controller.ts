import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Patch,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';

import { Auth } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { AUTH_PROVIDER, type AuthProvider } from '@/modules/auth/auth-provider.port';
import { AuthSessionService } from '@/modules/auth/auth-session.service';
import { authErrors } from '@/modules/auth/auth.errors';
import type { AuthenticatedSession, PublicUser, SessionSummary } from '@/modules/auth/auth.types';

import { DeleteAccountDto } from './dto/delete-account.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in member's own account: profile, sessions, deletion. */
@Controller('account')
@Auth()
export class AccountController {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly sessions: AuthSessionService,
  ) {}

  @Patch('profile')
  async updateProfile(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: UpdateProfileDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ user: PublicUser }> {
    const user = await this.auth.updateProfile(
      session,
      body,
      this.sessions.call(request, response),
    );
    return { user };
  }

  @Get('sessions')
  async listSessions(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<{ sessions: SessionSummary[] }> {
    return { sessions: await this.auth.listSessions(session) };
  }

  /** Ending the current session signs this browser out. */
  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async endSession(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    if (!UUID.test(id)) throw authErrors.sessionNotFound();
    await this.auth.endSession(session, id.toLowerCase(), this.sessions.call(request, response));
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  async deleteAccount(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: DeleteAccountDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.auth.deleteAccount(session, body.password, this.sessions.call(request, response));
  }
}
