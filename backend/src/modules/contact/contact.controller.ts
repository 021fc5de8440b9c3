import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { Request } from 'express';

import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';

import { ContactService } from './contact.service';
import { CreateContactDto } from './dto/create-contact.dto';

@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Body limit: see BODY_LIMITS (16kb). */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('contact')
  create(@Body() body: CreateContactDto, @Req() request: Request): Promise<{ id: string }> {
    return this.contact.submit(body, {
      clientIp: request.ip ?? null,
      requestId: typeof request.id === 'string' ? request.id : null,
    });
  }
}
