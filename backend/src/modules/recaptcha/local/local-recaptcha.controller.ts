import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import {
  issueLocalRecaptchaToken,
  type LocalRecaptchaToken,
  localRecaptchaScript,
} from '@tickrelay/contracts/endpoints/recaptcha.endpoints';
import type { Request, Response } from 'express';

import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';

import { LocalRecaptchaTokenDto } from './local-recaptcha-token.dto';
import { LOCAL_RECAPTCHA_SCRIPT } from './local-recaptcha.script';
import { LocalRecaptchaIssuer } from './local-recaptcha.service';

/**
 * The local reCAPTCHA provider's two public routes (404 with RECAPTCHA_PROVIDER=google): the
 * script the SPA loads instead of Google's, and the token its execute() asks for.
 */
@Controller()
export class LocalRecaptchaController {
  constructor(private readonly issuer: LocalRecaptchaIssuer) {}

  @Get(routeOf(localRecaptchaScript))
  script(@Res({ passthrough: true }) response: Response): string {
    this.issuer.ensureEnabled();
    // Set here, not with @Header(), so a 404 is never cached as a script.
    response.type('text/javascript; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=300');
    return LOCAL_RECAPTCHA_SCRIPT;
  }

  @Post(routeOf(issueLocalRecaptchaToken))
  @HttpCode(issueLocalRecaptchaToken.status)
  @RateLimit('recaptcha')
  async token(
    @Body() body: LocalRecaptchaTokenDto,
    @Req() request: Request,
  ): Promise<LocalRecaptchaToken> {
    // req.hostname: the Host (X-Forwarded-Host from a trusted proxy) without its port.
    const hostname = (request.hostname ?? '').toLowerCase();
    return { token: await this.issuer.issue(body.action, hostname) };
  }
}
