import { Module } from '@nestjs/common';

import {
  RECAPTCHA_SITEVERIFY,
  type RecaptchaSiteverify,
} from '@/common/guards/recaptcha-siteverify.port';
import { AppConfig } from '@/config/app-config';

import { GoogleSiteverify } from './google/google-siteverify';
import { LocalRecaptchaKeys } from './local/local-recaptcha-keys';
import { LocalRecaptchaController } from './local/local-recaptcha.controller';
import { LocalRecaptchaIssuer } from './local/local-recaptcha.service';
import { LocalSiteverify } from './local/local-siteverify';

/**
 * reCAPTCHA v3 behind the port the @Recaptcha() guard uses (RECAPTCHA_PROVIDER): `local`, the
 * default, issues and verifies its own tokens (its script and token routes), `google` calls
 * Google's siteverify. See README.md.
 */
@Module({
  controllers: [LocalRecaptchaController],
  providers: [
    GoogleSiteverify,
    LocalRecaptchaKeys,
    LocalSiteverify,
    LocalRecaptchaIssuer,
    {
      provide: RECAPTCHA_SITEVERIFY,
      inject: [AppConfig, GoogleSiteverify, LocalSiteverify],
      useFactory: (
        config: AppConfig,
        google: GoogleSiteverify,
        local: LocalSiteverify,
      ): RecaptchaSiteverify => (config.recaptcha.provider === 'google' ? google : local),
    },
  ],
  exports: [RECAPTCHA_SITEVERIFY],
})
export class RecaptchaModule {}
