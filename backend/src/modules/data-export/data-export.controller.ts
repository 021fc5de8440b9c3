import {
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import * as api from '@tickrelay/contracts/endpoints/data-export.endpoints';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Response } from 'express';

import { Auth } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { DataExportLimited, DataExportService } from './data-export.service';

/**
 * "Your data": every route @Auth() (a lapsed member still gets their data), the file included:
 * the browser follows the link as a plain navigation, which carries the session cookie, so a link
 * that leaks is of no use to anyone but the member it was made for.
 */
@Controller()
@Auth()
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @Post(routeOf(api.requestDataExport))
  @HttpCode(api.requestDataExport.status)
  async request(
    @CurrentSession() session: AuthenticatedSession,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof api.requestDataExport>> {
    try {
      return { export: await this.exports.request(session.user.id) };
    } catch (error) {
      if (error instanceof DataExportLimited) {
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
  }

  @Get(routeOf(api.listDataExports))
  @Header('Cache-Control', 'no-store')
  async list(
    @CurrentSession() session: AuthenticatedSession,
  ): Promise<ResponseOf<typeof api.listDataExports>> {
    return { exports: await this.exports.list(session.user.id) };
  }

  @Post(routeOf(api.createDataExportLink))
  @HttpCode(api.createDataExportLink.status)
  @Header('Cache-Control', 'no-store')
  link(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
  ): Promise<ResponseOf<typeof api.createDataExportLink>> {
    return this.exports.link(session.user.id, id);
  }

  /** Query values are read raw (not through a DTO) and checked by the service. */
  @Get(routeOf(api.downloadDataExport))
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async file(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
  ): Promise<StreamableFile> {
    const { archive, fileName } = await this.exports.open(session.user.id, id, expires, sig);
    return new StreamableFile(archive, {
      type: 'application/zip',
      length: archive.length,
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
