import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import type { Readable } from 'node:stream';

import { HttpStatus, Injectable } from '@nestjs/common';
import {
  findMemberDownload,
  type DownloadLink,
  type MemberDownloadFile,
} from '@tickrelay/contracts/endpoints/downloads.endpoints';

import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import { createDownloadLink, isDownloadLinkValid } from './download-links';

/**
 * backend/assets/downloads, outside the web root: src/modules/downloads and dist/modules/downloads
 * sit at the same depth under backend/, so one relative path serves both (the image copies the
 * assets folder beside dist).
 */
export const MEMBER_DOWNLOADS_DIRECTORY = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  'assets',
  'downloads',
);

export interface OpenedDownload {
  file: MemberDownloadFile;
  size: number;
  stream: Readable;
}

@Injectable()
export class DownloadsService {
  constructor(private readonly config: AppConfig) {}

  /** 404 for an id that is not a member-only file: ids come from a fixed list, never the disk. */
  private known(id: string): MemberDownloadFile {
    const file = findMemberDownload(id);
    if (!file) throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    return file;
  }

  link(id: string, nowMs = Date.now()): DownloadLink {
    const file = this.known(id);
    const link = createDownloadLink(this.config.downloadLinkSecret, file.id, nowMs);
    return { url: link.url, expiresAt: new Date(link.expires * 1000).toISOString() };
  }

  /** The file behind a link, once its signature and expiry are checked (403 otherwise). */
  async open(
    id: string,
    expires: unknown,
    sig: unknown,
    nowMs = Date.now(),
  ): Promise<OpenedDownload> {
    const file = this.known(id);
    if (!isDownloadLinkValid(this.config.downloadLinkSecret, file.id, expires, sig, nowMs)) {
      throw new AppException(HttpStatus.FORBIDDEN, 'DOWNLOAD_LINK_INVALID');
    }
    // The name comes from the contracts' list, not the request, so it cannot leave the folder.
    const location = path.join(MEMBER_DOWNLOADS_DIRECTORY, file.fileName);
    const { size } = await stat(location);
    return { file, size, stream: createReadStream(location) };
  }
}
