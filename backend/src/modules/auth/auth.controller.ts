import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';

import { Auth, AuthRateLimit, Guest } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';

import { AUTH_PROVIDER, type AuthProvider } from './auth-provider.port';
import { AuthSessionService } from './auth-session.service';
import { authErrors } from './auth.errors';
import type { AuthenticatedSession, SignedIn } from './auth.types';
import { EmailRequestDto } from './dto/email-request.dto';
import { SignInDto } from './dto/signin.dto';
import { SignUpDto } from './dto/signup.dto';
import { TokenDto } from './dto/token.dto';
import { UpdatePasswordDto } from './dto/update-password.dto';

@Controller('auth')
export class AuthController {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly sessions: AuthSessionService,
  ) {}

  @Post('signup')
  @HttpCode(HttpStatus.CREATED)
  @Guest()
  @AuthRateLimit('mail')
  async signUp(
    @Body() body: SignUpDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ status: 'confirmation_sent' }> {
    const { acceptTerms: _accepted, ...input } = body;
    await this.auth.signUp(input, this.sessions.call(request, response));
    return { status: 'confirmation_sent' };
  }

  /** POSTed by the SPA's /confirm page with the emailed token; confirming signs the member in. */
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  confirm(
    @Body() body: TokenDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedIn> {
    return this.auth.confirmEmail(body.token, this.sessions.call(request, response));
  }

  @Post('confirm/resend')
  @HttpCode(HttpStatus.ACCEPTED)
  @AuthRateLimit('mail')
  async resend(
    @Body() body: EmailRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ status: 'accepted' }> {
    await this.auth.resendConfirmation(
      body.email,
      body.locale,
      this.sessions.call(request, response),
    );
    return { status: 'accepted' };
  }

  @Post('signin')
  @HttpCode(HttpStatus.OK)
  @Guest()
  @AuthRateLimit('signin')
  signIn(
    @Body() body: SignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedIn> {
    return this.auth.signIn(body.email, body.password, this.sessions.call(request, response));
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return this.auth.refresh(this.sessions.call(request, response));
  }

  @Post('signout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOut(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.auth.signOut(this.sessions.call(request, response));
  }

  @Get('session')
  @Auth()
  session(@CurrentSession() session: AuthenticatedSession): SignedIn {
    return { user: session.user, expiresAt: session.expiresAt };
  }

  @Post('password-reset')
  @HttpCode(HttpStatus.ACCEPTED)
  @AuthRateLimit('mail')
  async passwordReset(
    @Body() body: EmailRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ status: 'accepted' }> {
    await this.auth.requestPasswordReset(
      body.email,
      body.locale,
      this.sessions.call(request, response),
    );
    return { status: 'accepted' };
  }

  /** `{token, password}` from a recovery link, or `{currentPassword, password}` when signed in. */
  @Post('update-password')
  @HttpCode(HttpStatus.OK)
  async updatePassword(
    @Body() body: UpdatePasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedIn> {
    const call = this.sessions.call(request, response);
    if ((body.token === undefined) === (body.currentPassword === undefined)) {
      throw authErrors.oneOf(['token', 'currentPassword']);
    }
    if (body.token !== undefined) {
      return this.auth.recoverPassword(body.token, body.password, call);
    }
    const session = await this.sessions.authenticate(request, response);
    const user = await this.auth.changePassword(
      session,
      body.currentPassword ?? '',
      body.password,
      call,
    );
    return { user, expiresAt: session.expiresAt };
  }
}
