import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import * as api from '@tickrelay/contracts/endpoints/auth.endpoints';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Request, Response } from 'express';

import { Auth, AuthRateLimit, Guest } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { AUTH_PROVIDER, type AuthProvider } from './auth-provider.port';
import { AuthSessionService } from './auth-session.service';
import { authErrors } from './auth.errors';
import { ConfirmEmailDto } from './dto/confirm-email.dto';
import { EmailRequestDto } from './dto/email-request.dto';
import { SignInDto } from './dto/signin.dto';
import { SignUpDto } from './dto/signup.dto';
import { UpdatePasswordDto } from './dto/update-password.dto';
import { linkSubject, ReentryLimiter } from './limits/reentry-limiter';
import { SignInLimiter } from './limits/sign-in-limiter';
import { RememberedBrowsers } from './second-factor/remembered-browsers';
import { SignInGate } from './second-factor/sign-in-gate';
import { StepUpProofs } from './second-factor/step-up-proofs';

@Controller()
export class AuthController {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly sessions: AuthSessionService,
    private readonly signInLimiter: SignInLimiter,
    private readonly reentryLimiter: ReentryLimiter,
    private readonly gate: SignInGate,
    private readonly stepUps: StepUpProofs,
    private readonly browsers: RememberedBrowsers,
  ) {}

  @Post(routeOf(api.signUp))
  @HttpCode(api.signUp.status)
  @Guest()
  @AuthRateLimit('mail')
  async signUp(
    @Body() body: SignUpDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.signUp>> {
    const { acceptTerms: _accepted, ...input } = body;
    await this.auth.signUp(input, this.sessions.call(request, response));
    return { status: 'confirmation_sent' };
  }

  /**
   * POSTed by the SPA's /confirm page with the emailed token and the sign-up's password;
   * confirming signs the member in. Limited per client address, and per link on wrong passwords.
   */
  @Post(routeOf(api.confirmEmail))
  @HttpCode(api.confirmEmail.status)
  @RateLimit('auth')
  async confirm(
    @Body() body: ConfirmEmailDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<api.SignInAnswer> {
    const call = this.sessions.call(request, response);
    const signedIn = await this.reentryLimiter.attempt(linkSubject(body.token), response, () =>
      this.auth.confirmEmail(body.token, body.password, call),
    );
    await this.signInLimiter.rememberAddressQuietly(signedIn.user.email, call);
    return this.gate.afterSignIn(signedIn, call, request);
  }

  @Post(routeOf(api.resendConfirmation))
  @HttpCode(api.resendConfirmation.status)
  @AuthRateLimit('mail')
  async resend(
    @Body() body: EmailRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<api.MailAccepted> {
    await this.auth.resendConfirmation(
      body.email,
      body.locale,
      this.sessions.call(request, response),
    );
    return { status: 'accepted' };
  }

  /**
   * Limited per client address, and per account on failures only (see SignInLimiter). With a
   * second factor the answer is SecondFactorRequired and the session waits for its second step.
   */
  @Post(routeOf(api.signIn))
  @HttpCode(api.signIn.status)
  @Guest()
  @RateLimit('auth')
  async signIn(
    @Body() body: SignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<api.SignInAnswer> {
    const call = this.sessions.call(request, response);
    const signedIn = await this.signInLimiter.attempt(body.email, call, response, () =>
      this.auth.signIn(body.email, body.password, call),
    );
    return this.gate.afterSignIn(signedIn, call, request);
  }

  @Post(routeOf(api.refreshSession))
  @HttpCode(api.refreshSession.status)
  refresh(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.refreshSession>> {
    return this.auth.refresh(this.sessions.call(request, response));
  }

  @Post(routeOf(api.signOut))
  @HttpCode(api.signOut.status)
  async signOut(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.auth.signOut(this.sessions.call(request, response));
  }

  @Get(routeOf(api.getSession))
  @Auth()
  session(@CurrentSession() session: AuthenticatedSession): ResponseOf<typeof api.getSession> {
    return { user: session.user, expiresAt: session.expiresAt };
  }

  @Post(routeOf(api.requestPasswordReset))
  @HttpCode(api.requestPasswordReset.status)
  @AuthRateLimit('mail')
  async passwordReset(
    @Body() body: EmailRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<api.MailAccepted> {
    await this.auth.requestPasswordReset(
      body.email,
      body.locale,
      this.sessions.call(request, response),
    );
    return { status: 'accepted' };
  }

  /**
   * `{token, password}` from a recovery link (then the second step, when the member has a second
   * factor), or `{currentPassword, password}` when signed in, with a fresh step-up proof. Either
   * way no browser stays remembered past the second step.
   */
  @Post(routeOf(api.updatePassword))
  @HttpCode(api.updatePassword.status)
  async updatePassword(
    @Body() body: UpdatePasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<api.SignInAnswer> {
    const call = this.sessions.call(request, response);
    if ((body.token === undefined) === (body.currentPassword === undefined)) {
      throw authErrors.oneOf(['token', 'currentPassword']);
    }
    if (body.token !== undefined) {
      const signedIn = await this.auth.recoverPassword(body.token, body.password, call);
      await this.browsers.revokeAll(signedIn.user.id);
      await this.signInLimiter.rememberAddressQuietly(signedIn.user.email, call);
      return this.gate.afterSignIn(signedIn, call, request);
    }
    const session = await this.sessions.authenticate(request, response);
    await this.stepUps.require(session);
    const user = await this.reentryLimiter.attempt(session.user.id, response, () =>
      this.auth.changePassword(session, body.currentPassword ?? '', body.password, call),
    );
    await this.browsers.revokeAll(user.id);
    return { user, expiresAt: session.expiresAt };
  }
}
