import { HttpStatus, Injectable } from '@nestjs/common';

import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import { LocalRecaptchaKeys } from './local-recaptcha-keys';
import { signLocalToken } from './local-recaptcha-token';

/** Issues the local provider's tokens; its routes are 404 unless RECAPTCHA_PROVIDER=local. */
@Injectable()
export class LocalRecaptchaIssuer {
  constructor(
    private readonly config: AppConfig,
    private readonly keys: LocalRecaptchaKeys,
  ) {}

  /** 404 NOT_FOUND with RECAPTCHA_PROVIDER=google: the local routes do not exist there. */
  ensureEnabled(): void {
    if (this.config.recaptcha.provider !== 'local') {
      throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    }
  }

  /** A token for the action on the page's host (as Google's carries the page's host name). */
  async issue(action: string, hostname: string): Promise<string> {
    this.ensureEnabled();
    return signLocalToken({ action, hostname }, await this.keys.current(), Date.now());
  }
}
