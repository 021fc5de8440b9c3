import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { type ResponseOf, routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/second-factor.endpoints';
import type { Request, Response } from 'express';

import { Auth, StepUp } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { AUTH_PROVIDER, type AuthProvider } from '../auth-provider.port';
import { AuthSessionService } from '../auth-session.service';
import { authErrors } from '../auth.errors';
import { ReentryLimiter } from '../limits/reentry-limiter';
import { CodeDto, SecondStepDto, StepUpDto } from './second-factor.dto';
import { SecondFactorEvents } from './second-factor.events';
import { SecondFactorService } from './second-factor.service';
import { SignInGate } from './sign-in-gate';
import { StepUpProofs } from './step-up-proofs';

/** Wrong codes and passwords here count per member, like every re-entered password. */
const codeSubject = (memberId: string) => `second-factor:${memberId}`;

@Controller()
export class SecondFactorController {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly sessions: AuthSessionService,
    private readonly factors: SecondFactorService,
    private readonly gate: SignInGate,
    private readonly stepUps: StepUpProofs,
    private readonly reentryLimiter: ReentryLimiter,
    private readonly events: SecondFactorEvents,
  ) {}

  @Get(routeOf(api.getSecondFactor))
  @Auth()
  status(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.getSecondFactor>> {
    return this.factors.status(session.user.id);
  }

  @Post(routeOf(api.startTotpEnrolment))
  @HttpCode(api.startTotpEnrolment.status)
  @Auth()
  @StepUp()
  start(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.startTotpEnrolment>> {
    return this.factors.startEnrolment(session.user);
  }

  @Post(routeOf(api.confirmTotpEnrolment))
  @HttpCode(api.confirmTotpEnrolment.status)
  @Auth()
  async confirm(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: CodeDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.confirmTotpEnrolment>> {
    const recoveryCodes = await this.reentryLimiter.attempt(
      codeSubject(session.user.id),
      response,
      () => this.factors.confirmEnrolment(session.user.id, body.code),
    );
    return { recoveryCodes };
  }

  @Post(routeOf(api.disableSecondFactor))
  @HttpCode(api.disableSecondFactor.status)
  @Auth()
  @StepUp()
  async disable(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: CodeDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.reentryLimiter.attempt(codeSubject(session.user.id), response, () =>
      this.factors.disable(session.user.id, body.code),
    );
  }

  /** The pending session's cookie and a code; counted per member and per client address. */
  @Post(routeOf(api.verifySecondStep))
  @HttpCode(api.verifySecondStep.status)
  @RateLimit('auth')
  secondStep(
    @Body() body: SecondStepDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.verifySecondStep>> {
    return this.gate.secondStep(
      this.sessions.call(request, response),
      response,
      body.code,
      body.rememberBrowser === true,
    );
  }

  @Post(routeOf(api.stepUp))
  @HttpCode(api.stepUp.status)
  @Auth()
  @RateLimit('auth')
  async stepUp(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: StepUpDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.stepUp>> {
    const { password, code } = body;
    if ((password === undefined) === (code === undefined)) {
      throw authErrors.oneOf(['password', 'code']);
    }
    const memberId = session.user.id;
    if (password !== undefined) {
      const call = this.sessions.call(request, response);
      await this.reentryLimiter.attempt(memberId, response, () =>
        this.auth.verifyPassword(session, password, call),
      );
    } else {
      await this.reentryLimiter.attempt(codeSubject(memberId), response, () =>
        this.factors.verify(memberId, code ?? ''),
      );
    }
    const provenUntil = await this.stepUps.prove(session);
    await this.events.record('step_up_passed', memberId);
    return { provenUntil: provenUntil.toISOString() };
  }
}
