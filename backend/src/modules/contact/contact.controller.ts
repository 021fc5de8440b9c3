import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { sendContactMessage } from '@tickrelay/contracts/endpoints/contact.endpoints';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Request } from 'express';

import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';

import { ContactService } from './contact.service';
import { CreateContactDto } from './dto/create-contact.dto';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Body limit: see BODY_LIMITS (16kb). */
  @Post(routeOf(sendContactMessage))
  @HttpCode(sendContactMessage.status)
  @RateLimit('contact')
  create(
    @Body() body: CreateContactDto,
    @Req() request: Request,
  ): Promise<ResponseOf<typeof sendContactMessage>> {
    return this.contact.submit(body, {
      clientIp: request.ip ?? null,
      requestId: typeof request.id === 'string' ? request.id : null,
    });
  }
}
