import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsString, Matches, Max, Min } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { BaseVariables } from '../../config/base.variables';
import { RealInProduction } from '../../config/production-stand-ins';
import { IsUrlWithProtocol } from '../../config/validators/url';

export const RECAPTCHA_PROVIDERS = ['local', 'google'] as const;

/** reCAPTCHA v3 verification (AppConfig.recaptcha); each in /.env.example. */
export class RecaptchaVariables extends BaseVariables {
  // local: the api issues and verifies its own reCAPTCHA v3 tokens (no keys, no Google; development
  // and tests); google: Google's siteverify with RECAPTCHA_SECRET_KEY.
  // The local verifier stops no bot: NODE_ENV=production refuses it unless ALLOW_LOCAL_STAND_INS
  // lists recaptcha.
  @IsIn(RECAPTCHA_PROVIDERS, { message: `must be one of ${RECAPTCHA_PROVIDERS.join(', ')}` })
  @RealInProduction('RECAPTCHA_PROVIDER')
  RECAPTCHA_PROVIDER: (typeof RECAPTCHA_PROVIDERS)[number] = 'local';

  // RECAPTCHA_PROVIDER=google only. Empty: the reCAPTCHA guard answers 503 (it fails closed).
  @IsString()
  RECAPTCHA_SECRET_KEY = '';

  @IsUrlWithProtocol(['http:', 'https:'])
  RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

  @Type(() => Number)
  @IsNumber({ allowNaN: false }, { message: 'must be a number from 0 to 1' })
  @Min(0, { message: 'must be a number from 0 to 1' })
  @Max(1, { message: 'must be a number from 0 to 1' })
  RECAPTCHA_MIN_SCORE = 0.5;

  @Matches(/^$|^[A-Za-z0-9.-]+(\s*,\s*[A-Za-z0-9.-]+)*$/, {
    message: 'must be empty or a comma-separated list of host names',
  })
  RECAPTCHA_EXPECTED_HOSTNAMES = '';
}

export interface RecaptchaSettings {
  /** local: the api's own tokens (modules/recaptcha); google: Google's siteverify. */
  provider: RecaptchaVariables['RECAPTCHA_PROVIDER'];
  /** Google only. Undefined: the guard fails closed with 503. */
  secretKey: string | undefined;
  verifyUrl: string;
  minScore: number;
  expectedHostnames: string[];
  /**
   * RECAPTCHA_EXPECTED_HOSTNAMES is empty (PUBLIC_URL's host stands in): the local provider then
   * also takes a token from a page on the request's own host (127.0.0.1, a LAN address).
   */
  hostnamesFromPublicUrl: boolean;
}

/** `publicUrl`: AppConfig.publicUrl, whose host is expected when no host name is listed. */
export function recaptchaSettings(env: RecaptchaVariables, publicUrl: string): RecaptchaSettings {
  return {
    provider: env.RECAPTCHA_PROVIDER,
    secretKey: env.RECAPTCHA_SECRET_KEY || undefined,
    verifyUrl: env.RECAPTCHA_VERIFY_URL,
    minScore: env.RECAPTCHA_MIN_SCORE,
    expectedHostnames: env.RECAPTCHA_EXPECTED_HOSTNAMES
      ? env.RECAPTCHA_EXPECTED_HOSTNAMES.split(',').map((host) => host.trim().toLowerCase())
      : [new URL(publicUrl).hostname.toLowerCase()],
    hostnamesFromPublicUrl: !env.RECAPTCHA_EXPECTED_HOSTNAMES,
  };
}
