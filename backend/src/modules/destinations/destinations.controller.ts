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
import * as api from '@tickrelay/contracts/endpoints/destinations.endpoints';
import { type ResponseOf, routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Response } from 'express';

import { Auth, Member } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { DestinationRateLimits } from './destination-rate-limits';
import { DestinationsService } from './destinations.service';
import { CreateDestinationDto } from './dto/create-destination.dto';
import { UpdateDestinationDto } from './dto/update-destination.dto';

/**
 * The signed-in member's destinations. Reading is @Auth() (a lapsed member still sees where their
 * relays went); changes and sends are @Member(). Creation and tests are limited per member.
 * Answers hold no secret but the signing secret of a creation or rotation; none is cached.
 */
@Controller()
export class DestinationsController {
  constructor(
    private readonly destinations: DestinationsService,
    private readonly limits: DestinationRateLimits,
  ) {}

  @Get(routeOf(api.listDestinations))
  @Auth()
  @Header('Cache-Control', 'no-store')
  list(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.listDestinations>> {
    return this.destinations.list(session.user.id);
  }

  @Post(routeOf(api.createDestination))
  @Member()
  @HttpCode(api.createDestination.status)
  @Header('Cache-Control', 'no-store')
  create(
    @CurrentSession() session: AuthenticatedSession,
    @Body() body: CreateDestinationDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.createDestination>> {
    return this.limits.within('create', session.user.id, response, () =>
      this.destinations.create(session.user.id, body),
    );
  }

  @Patch(routeOf(api.updateDestination))
  @Member()
  @HttpCode(api.updateDestination.status)
  @Header('Cache-Control', 'no-store')
  update(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Body() body: UpdateDestinationDto,
  ): Promise<ResponseOf<typeof api.updateDestination>> {
    return this.destinations.update(session.user.id, id, body);
  }

  @Delete(routeOf(api.deleteDestination))
  @Member()
  @HttpCode(api.deleteDestination.status)
  remove(@CurrentSession() session: AuthenticatedSession, @Param('id') id: string): Promise<void> {
    return this.destinations.remove(session.user.id, id);
  }

  @Post(routeOf(api.testDestination))
  @Member()
  @HttpCode(api.testDestination.status)
  @Header('Cache-Control', 'no-store')
  test(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.testDestination>> {
    return this.limits.within('test', session.user.id, response, () =>
      this.destinations.test(session.user.id, id, session.user.locale),
    );
  }

  @Post(routeOf(api.createTelegramLink))
  @Member()
  @HttpCode(api.createTelegramLink.status)
  @Header('Cache-Control', 'no-store')
  telegramLink(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.createTelegramLink>> {
    // Counted with creations: each new code is a new chance to link a chat.
    return this.limits.within('create', session.user.id, response, () =>
      this.destinations.renewTelegramLink(session.user.id, id),
    );
  }

  @Post(routeOf(api.rotateDestinationSecret))
  @Member()
  @HttpCode(api.rotateDestinationSecret.status)
  @Header('Cache-Control', 'no-store')
  rotateSecret(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
  ): Promise<ResponseOf<typeof api.rotateDestinationSecret>> {
    return this.destinations.rotateSecret(session.user.id, id);
  }
}
