import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { CredentialSealerModule } from '@/common/crypto/credential-sealer.module';
import { AccessGuard } from '@/common/guards/access.guard';
import { AccountRateLimiter } from '@/common/guards/account-rate-limiter';
import { AttemptCounter } from '@/common/guards/attempt-counter';
import { MemberRateLimiter } from '@/common/guards/member-rate-limiter';
import { RecaptchaVerifier } from '@/common/guards/recaptcha-verifier';
import { SESSION_AUTHENTICATOR } from '@/common/guards/session-authenticator';
import { STEP_UP_CHECKER } from '@/common/guards/step-up-checker';
import { SESSION_LIVENESS, type SessionLiveness } from '@/common/session/session-ends';
import { AppConfig } from '@/config/app-config';
import { RecaptchaModule } from '@/modules/recaptcha/recaptcha.module';
import { SecurityLogCoreModule } from '@/modules/security-log/security-log.module';
import { QueueModule } from '@/queue/queue.module';

import { AuthCoreModule } from './auth-core.module';
import { AUTH_PROVIDER, type AuthProvider } from './auth-provider.port';
import { AuthSessionService } from './auth-session.service';
import { AuthController } from './auth.controller';
import { ReentryLimiter } from './limits/reentry-limiter';
import { SignInLimiter } from './limits/sign-in-limiter';
import { AccountRequests } from './local/account-requests';
import { LocalAuthProvider } from './local/local-auth.provider';
import { RememberedBrowsers } from './second-factor/remembered-browsers';
import { SecondFactorController } from './second-factor/second-factor.controller';
import { SecondFactorEvents } from './second-factor/second-factor.events';
import { SecondFactorRepository } from './second-factor/second-factor.repository';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SessionProofsRepository } from './second-factor/session-proofs.repository';
import { SignInGate } from './second-factor/sign-in-gate';
import { StepUpProofs } from './second-factor/step-up-proofs';
import { SupabaseAccountSecurity } from './supabase/supabase-account-security';
import { SupabaseAuthProvider } from './supabase/supabase-auth.provider';
import { SupabaseSessionsRepository } from './supabase/supabase-sessions.repository';

/**
 * Accounts and sessions behind the auth port (AUTH_PROVIDER=local|supabase), plus the global
 * AccessGuard that reads @Auth(), @Guest(), @Recaptcha() and checks the Origin of every write.
 */
@Module({
  imports: [
    QueueModule,
    AuthCoreModule,
    RecaptchaModule,
    CredentialSealerModule,
    SecurityLogCoreModule,
  ],
  controllers: [AuthController, SecondFactorController],
  providers: [
    AccountRequests,
    LocalAuthProvider,
    SupabaseSessionsRepository,
    SupabaseAccountSecurity,
    SupabaseAuthProvider,
    {
      provide: AUTH_PROVIDER,
      inject: [AppConfig, LocalAuthProvider, SupabaseAuthProvider],
      useFactory: (
        config: AppConfig,
        local: LocalAuthProvider,
        supabase: SupabaseAuthProvider,
      ): AuthProvider => (config.auth.provider === 'supabase' ? supabase : local),
    },
    AuthSessionService,
    { provide: SESSION_AUTHENTICATOR, useExisting: AuthSessionService },
    {
      provide: SESSION_LIVENESS,
      inject: [AUTH_PROVIDER],
      useFactory: (provider: AuthProvider): SessionLiveness => ({
        isActive: (session) => provider.isSessionActive(session),
      }),
    },
    AttemptCounter,
    AccountRateLimiter,
    MemberRateLimiter,
    SignInLimiter,
    ReentryLimiter,
    RecaptchaVerifier,
    SecondFactorRepository,
    SessionProofsRepository,
    RememberedBrowsers,
    SecondFactorEvents,
    SecondFactorService,
    SignInGate,
    StepUpProofs,
    { provide: STEP_UP_CHECKER, useExisting: StepUpProofs },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AUTH_PROVIDER, AuthSessionService, ReentryLimiter, RememberedBrowsers],
})
export class AuthModule {}
