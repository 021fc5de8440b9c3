import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Res,
} from '@nestjs/common';
import * as api from '@tickrelay/contracts/endpoints/alert-templates.endpoints';
import { type ResponseOf, routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Response } from 'express';

import { Member } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { AlertTemplatesRateLimits } from './alert-templates-rate-limits';
import { AlertTemplatesService } from './alert-templates.service';
import { CreateAlertTemplateDto } from './dto/create-alert-template.dto';
import { UpdateAlertTemplateDto } from './dto/update-alert-template.dto';

/**
 * The signed-in member's alert templates (the alert builder), all @Member(): saved messages are a
 * membership feature. Changes are limited per member; no answer is cached.
 */
@Controller()
export class AlertTemplatesController {
  constructor(
    private readonly templates: AlertTemplatesService,
    private readonly limits: AlertTemplatesRateLimits,
  ) {}

  @Get(routeOf(api.listAlertTemplates))
  @Member()
  @Header('Cache-Control', 'no-store')
  list(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.listAlertTemplates>> {
    return this.templates.list(session.user.id);
  }

  @Post(routeOf(api.createAlertTemplate))
  @Member()
  @HttpCode(api.createAlertTemplate.status)
  @Header('Cache-Control', 'no-store')
  create(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: CreateAlertTemplateDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.createAlertTemplate>> {
    return this.limits.write(session.user.id, response, () =>
      this.templates.create(session.user.id, body),
    );
  }

  @Patch(routeOf(api.updateAlertTemplate))
  @Member()
  @HttpCode(api.updateAlertTemplate.status)
  @Header('Cache-Control', 'no-store')
  update(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Body() body: UpdateAlertTemplateDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.updateAlertTemplate>> {
    return this.limits.write(session.user.id, response, () =>
      this.templates.update(session.user.id, id, body),
    );
  }

  @Delete(routeOf(api.deleteAlertTemplate))
  @Member()
  @HttpCode(api.deleteAlertTemplate.status)
  remove(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    return this.limits.write(session.user.id, response, () =>
      this.templates.remove(session.user.id, id),
    );
  }
}
