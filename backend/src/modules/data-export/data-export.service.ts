import { HttpStatus, Injectable } from '@nestjs/common';
import {
  DATA_EXPORT_LIMITS,
  type DataExportLink,
  type DataExportView,
} from '@tickrelay/contracts/endpoints/data-export.endpoints';

import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';
import { QueueProducer } from '@/queue/queue-producer.service';

import { createDataExportLink, isDataExportLinkValid } from './data-export-links';
import { DataExportsRepository, type DataExportSummary } from './data-exports.repository';

const LISTED = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job id of an export's build: one build per export, however often it is queued. */
export function dataExportJobId(exportId: string): string {
  return `data-export-${exportId}`;
}

function viewOf(row: DataExportSummary, now: Date): DataExportView {
  // Between its expiry and the hourly maintenance run, a ready export already reads as expired.
  const lapsed = row.status === 'ready' && row.expires_at !== null && row.expires_at <= now;
  return {
    id: row.id,
    status: lapsed ? 'expired' : row.status,
    requestedAt: row.requested_at.toISOString(),
    readyAt: row.ready_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    sizeBytes: row.status === 'ready' && !lapsed ? row.size_bytes : null,
  };
}

export class DataExportLimited extends AppException {
  constructor(readonly retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
  }
}

const notFound = () => new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');

/** The api's side of "your data": asking, listing, the signed link and the file behind it. */
@Injectable()
export class DataExportService {
  constructor(
    private readonly repository: DataExportsRepository,
    private readonly producer: QueueProducer,
    private readonly config: AppConfig,
  ) {}

  /**
   * A new export, queued for the worker. Should Redis refuse the job, the row is marked failed
   * (the member may ask again at once) and the 503 goes back to them.
   */
  async request(memberId: string, now = new Date()): Promise<DataExportView> {
    const outcome = await this.repository.request(memberId, DATA_EXPORT_LIMITS.requestsPerDay, now);
    if (outcome.kind === 'in-progress') {
      throw new AppException(HttpStatus.CONFLICT, 'DATA_EXPORT_IN_PROGRESS');
    }
    if (outcome.kind === 'limited') throw new DataExportLimited(outcome.retryAfterSeconds);
    const { row } = outcome;
    try {
      await this.producer.enqueue(
        'data-exports',
        'build',
        { exportId: row.id, memberId },
        { jobId: dataExportJobId(row.id) },
      );
    } catch (error) {
      await this.repository.markFailed(row.id, 'not-queued');
      throw error;
    }
    return viewOf(row, now);
  }

  async list(memberId: string, now = new Date()): Promise<DataExportView[]> {
    return (await this.repository.listOf(memberId, LISTED)).map((row) => viewOf(row, now));
  }

  /** 404 unless the export is the member's and ready now. */
  async link(memberId: string, id: string, nowMs = Date.now()): Promise<DataExportLink> {
    if (!UUID.test(id)) throw notFound();
    const row = await this.repository.findOf(memberId, id.toLowerCase());
    if (!row || viewOf(row, new Date(nowMs)).status !== 'ready') throw notFound();
    const link = createDataExportLink(this.config.downloadLinkSecret, row.id, memberId, nowMs);
    return { url: link.url, expiresAt: new Date(link.expires * 1000).toISOString() };
  }

  /**
   * The archive behind a link, for the member it was made for: the signature is checked first
   * (403 for any link not made for this member, export and expiry), then the export (404 gone).
   */
  async open(
    memberId: string,
    id: string,
    expires: unknown,
    sig: unknown,
    nowMs = Date.now(),
  ): Promise<{ archive: Buffer; fileName: string }> {
    const exportId = id.toLowerCase();
    const valid =
      UUID.test(id) &&
      isDataExportLinkValid(
        this.config.downloadLinkSecret,
        { exportId, memberId, expires, sig },
        nowMs,
      );
    if (!valid) throw new AppException(HttpStatus.FORBIDDEN, 'DATA_EXPORT_LINK_INVALID');
    const archive = await this.repository.archiveOf(memberId, exportId, new Date(nowMs));
    if (!archive) throw notFound();
    const day = new Date(nowMs).toISOString().slice(0, 10);
    return { archive, fileName: `tickrelay-data-${day}.zip` };
  }
}
