import {
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import * as api from '@tickrelay/contracts/endpoints/downloads.endpoints';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';

import { Member } from '@/common/decorators/access.decorators';

import { DownloadsService } from './downloads.service';

/** Member-only files: a signed link for members, then the file for whoever holds a valid link. */
@Controller()
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Post(routeOf(api.createDownloadLink))
  @HttpCode(api.createDownloadLink.status)
  @Member()
  @Header('Cache-Control', 'no-store')
  link(@Param('id') id: string): ResponseOf<typeof api.createDownloadLink> {
    return this.downloads.link(id);
  }

  /**
   * No session check: the browser follows the link as a plain navigation, and the signature is
   * the member's proof. Query values are read raw (not through a DTO) and checked by the service.
   */
  @Get(routeOf(api.downloadFile))
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async file(
    @Param('id') id: string,
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
  ): Promise<StreamableFile> {
    const { file, size, stream } = await this.downloads.open(id, expires, sig);
    return new StreamableFile(stream, {
      type: file.contentType,
      length: size,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
