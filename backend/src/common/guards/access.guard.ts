import {
  type CanActivate,
  type ExecutionContext,
  HttpStatus,
  Inject,
  Injectable,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';

import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import {
  ACCESS_KEY,
  ACCOUNT_LIMIT_KEY,
  type Access,
  type AccountLimitBucket,
  MEMBER_KEY,
  MEMBER_LIMIT_KEY,
  type MemberLimitBucket,
  OPERATOR_KEY,
  RECAPTCHA_KEY,
  STEP_UP_KEY,
} from '../decorators/access.decorators';
import { requestSession, setRequestSession } from '../decorators/request-auth';
import { AccountRateLimiter } from './account-rate-limiter';
import { MemberRateLimiter } from './member-rate-limiter';
import { MEMBERSHIP_CHECKER, type MembershipChecker } from './membership-checker';
import { OPERATOR_CHECKER, type OperatorChecker } from './operator-checker';
import { checkOrigin } from './origin-check';
import { RecaptchaVerifier } from './recaptcha-verifier';
import { SESSION_AUTHENTICATOR, type SessionAuthenticator } from './session-authenticator';
import { STEP_UP_CHECKER, type StepUpChecker } from './step-up-checker';

function bodyField(request: Request, field: string): unknown {
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body === 'object' && body !== null ? body[field] : undefined;
}

/**
 * The global guard, in a fixed order: cross-site check on every state-changing request, the
 * per-account limit, then @Auth() / @Guest(), then @Member(), then @Operator(), then @StepUp(), then @Recaptcha(action) (a visitor
 * is turned away before a reCAPTCHA token is spent), then @MemberRateLimit(bucket) (only a
 * verified member's request counts).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    @Inject(SESSION_AUTHENTICATOR) private readonly sessions: SessionAuthenticator,
    private readonly accountLimiter: AccountRateLimiter,
    private readonly recaptcha: RecaptchaVerifier,
    private readonly memberLimiter: MemberRateLimiter,
    private readonly moduleRef: ModuleRef,
    @Inject(STEP_UP_CHECKER) private readonly stepUp: StepUpChecker,
  ) {}

  private membershipChecker: MembershipChecker | undefined;
  private operatorChecker: OperatorChecker | undefined;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const targets = [context.getHandler(), context.getClass()];

    this.checkOrigin(request, response);

    const bucket = this.reflector.getAllAndOverride<AccountLimitBucket | undefined>(
      ACCOUNT_LIMIT_KEY,
      targets,
    );
    const email = bodyField(request, 'email');
    if (bucket && typeof email === 'string' && email.trim() !== '') {
      const result = await this.accountLimiter.hit(bucket, email);
      if (result.limited) {
        response.setHeader('Retry-After', String(result.retryAfterSeconds));
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
      }
    }

    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets);
    if (access === 'auth') {
      setRequestSession(request, await this.sessions.authenticate(request, response));
    } else if (access === 'guest' && (await this.sessions.isSignedIn(request, response))) {
      throw new AppException(HttpStatus.FORBIDDEN, 'ALREADY_SIGNED_IN');
    }

    if (this.reflector.getAllAndOverride<boolean | undefined>(MEMBER_KEY, targets)) {
      const session = requestSession(request);
      if (!session || !(await this.membership().isEntitled(session.user.id))) {
        throw new AppException(HttpStatus.FORBIDDEN, 'SUBSCRIPTION_REQUIRED');
      }
    }

    if (this.reflector.getAllAndOverride<boolean | undefined>(OPERATOR_KEY, targets)) {
      await this.checkOperator(request);
    }

    if (this.reflector.getAllAndOverride<boolean | undefined>(STEP_UP_KEY, targets)) {
      const session = requestSession(request);
      if (!session) throw new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED');
      if (!(await this.stepUp.isFresh(session))) {
        throw new AppException(HttpStatus.FORBIDDEN, 'STEP_UP_REQUIRED');
      }
    }

    const action = this.reflector.getAllAndOverride<string | undefined>(RECAPTCHA_KEY, targets);
    if (action) {
      await this.recaptcha.verify(bodyField(request, 'recaptchaToken'), action, {
        ip: request.ip ?? null,
        hostname: request.hostname ?? null,
      });
    }

    const memberBucket = this.reflector.getAllAndOverride<MemberLimitBucket | undefined>(
      MEMBER_LIMIT_KEY,
      targets,
    );
    const session = requestSession(request);
    if (memberBucket && session) {
      const result = await this.memberLimiter.hit(memberBucket, session.user.id);
      if (result.limited) {
        response.setHeader('Retry-After', String(result.retryAfterSeconds));
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
      }
    }
    return true;
  }

  /**
   * The billing module provides the checker; the guard (provided by the auth module) finds it
   * across modules on first use. Without one, @Member() routes fail with an error, never open.
   */
  private membership(): MembershipChecker {
    this.membershipChecker ??= this.moduleRef.get<MembershipChecker>(MEMBERSHIP_CHECKER, {
      strict: false,
    });
    return this.membershipChecker;
  }

  /** The operator module provides the checker, found like the membership one. */
  private async checkOperator(request: Request): Promise<void> {
    const session = requestSession(request);
    this.operatorChecker ??= this.moduleRef.get<OperatorChecker>(OPERATOR_CHECKER, {
      strict: false,
    });
    if (!session || !(await this.operatorChecker.isOperator(session.user.id))) {
      throw new AppException(HttpStatus.FORBIDDEN, 'OPERATOR_REQUIRED');
    }
    // Only an operator learns this one: a member without the role sees OPERATOR_REQUIRED.
    if (!(await this.operatorChecker.hasSecondFactor(session.user.id))) {
      throw new AppException(HttpStatus.FORBIDDEN, 'OPERATOR_SECOND_FACTOR_REQUIRED');
    }
  }

  private checkOrigin(request: Request, response: Response): void {
    const verdict = checkOrigin(
      {
        method: request.method,
        origin: request.get('origin'),
        referer: request.get('referer'),
        host: request.host,
        protocol: request.protocol,
        hasSessionCookie: this.sessions.hasSessionCookie(request, response),
      },
      this.config.publicUrl,
    );
    if (verdict === 'refused') throw new AppException(HttpStatus.FORBIDDEN, 'CSRF_REJECTED');
  }
}
