import { HttpStatus, Injectable } from '@nestjs/common';
import {
  WEBHOOK_LIMITS,
  type DeliveryPage,
  type DeliveryView,
  type WebhookSummary,
} from '@tickrelay/contracts/webhooks/deliveries';

import { AppException } from '@/common/errors/app.exception';
import { DeliveryRelaysReader } from '@/modules/destinations/destinations.public';

import { deliveryCsvRow, CSV_MAX_ROWS, csvHeader } from './deliveries-csv';
import { DeliveriesRepository, type DeliveryQueryFilters } from './deliveries.repository';
import type { DeliveryRow } from './deliveries.tables';
import { decodeCursor, encodeCursor, isUuid } from './delivery-cursor';
import { deliveryView } from './delivery-view';
import type { DeliveryFiltersDto, DeliveryQueryDto } from './dto/delivery-query.dto';

const DEFAULT_PAGE_SIZE = 25;
const SUMMARY_LATEST = 5;
const DAY_MS = 86_400_000;
/** Rows an export reads at a time. */
const CSV_BATCH = 500;

const invalid = (field: string, code: 'invalid' | 'too_small') =>
  new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', { [field]: code });

/** Filters as the repository takes them; 400 VALIDATION_FAILED for what the DTO could not say. */
function filtersOf(query: DeliveryFiltersDto): DeliveryQueryFilters {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && Number.isNaN(from.getTime())) throw invalid('from', 'invalid');
  if (to && Number.isNaN(to.getTime())) throw invalid('to', 'invalid');
  if (from && to && to.getTime() <= from.getTime()) throw invalid('to', 'too_small');
  // 'received' is never stored: the filter finds nothing, as it should.
  return {
    status: query.status as DeliveryQueryFilters['status'],
    ticker: query.ticker,
    from,
    to,
  };
}

/** The member's deliveries log: pages, one delivery, the CSV export and the dashboard's figures. */
@Injectable()
export class DeliveriesService {
  constructor(
    private readonly repository: DeliveriesRepository,
    private readonly relays: DeliveryRelaysReader,
  ) {}

  /** The rows as the log shows them, each with its relays to the member's destinations. */
  private async views(memberId: string, rows: DeliveryRow[]): Promise<DeliveryView[]> {
    const relays = await this.relays.relaysOf(
      memberId,
      rows.map((row) => row.delivery_id),
    );
    return rows.map((row) => deliveryView(row, relays.get(row.delivery_id) ?? []));
  }

  async list(memberId: string, query: DeliveryQueryDto): Promise<DeliveryPage> {
    const filters = filtersOf(query);
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !cursor) throw invalid('cursor', 'invalid');
    const limit = query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit);
    const size = Math.min(limit, WEBHOOK_LIMITS.pageSizeMax);
    // One more row than asked says whether a next page exists.
    const rows = await this.repository.page(memberId, filters, size + 1, cursor);
    const items = rows.slice(0, size);
    const last = items.at(-1);
    return {
      items: await this.views(memberId, items),
      nextCursor:
        rows.length > size && last
          ? encodeCursor({ receivedAt: new Date(last.received_at), id: last.delivery_id })
          : null,
    };
  }

  /** Another member's delivery, or an id that is no delivery's, is 404 alike. */
  async one(memberId: string, deliveryId: string): Promise<DeliveryView> {
    const row = isUuid(deliveryId) ? await this.repository.one(memberId, deliveryId) : undefined;
    if (!row) throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    const [view] = await this.views(memberId, [row]);
    return view!;
  }

  /**
   * The CSV text, newest first, at most CSV_MAX_ROWS rows (each with its relays), read in keyset
   * batches. Validated before the first byte is written, so a bad filter is still a JSON 400.
   */
  async *csv(memberId: string, query: DeliveryFiltersDto): AsyncGenerator<string> {
    const filters = filtersOf(query);
    yield csvHeader();
    let written = 0;
    let cursor: { receivedAt: Date; id: string } | undefined;
    while (written < CSV_MAX_ROWS) {
      const rows = await this.repository.page(
        memberId,
        filters,
        Math.min(CSV_BATCH, CSV_MAX_ROWS - written),
        cursor,
      );
      if (rows.length === 0) return;
      const views = await this.views(memberId, rows);
      yield views.map(deliveryCsvRow).join('');
      written += rows.length;
      const last = rows.at(-1)!;
      cursor = { receivedAt: new Date(last.received_at), id: last.delivery_id };
    }
  }

  validateFilters(query: DeliveryFiltersDto): void {
    filtersOf(query);
  }

  async summary(memberId: string, paused: boolean, now = new Date()): Promise<WebhookSummary> {
    const midnight = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const [latestRows, today, day] = await Promise.all([
      this.repository.page(memberId, {}, SUMMARY_LATEST),
      this.repository.counts(memberId, midnight),
      this.repository.counts(memberId, new Date(now.getTime() - DAY_MS)),
    ]);
    const latest = await this.views(memberId, latestRows);
    const considered = day.all - day.duplicates;
    return {
      lastDelivery: latest[0] ?? null,
      alertsToday: today.all,
      successRate24h: considered > 0 ? day.succeeded / considered : null,
      paused,
      latest,
    };
  }
}
