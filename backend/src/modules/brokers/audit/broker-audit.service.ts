import { HttpStatus, Injectable } from '@nestjs/common';
import type { BrokerAuditPage } from '@tickrelay/contracts/brokers/broker-connection';

import { AppException } from '@/common/errors/app.exception';
import { DatabaseService } from '@/database/database.service';

import { brokerAuditView } from '../connections/broker-views';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';
import { BrokerAuditRepository } from './broker-audit.repository';
import type { BrokerAuditQueryDto } from './dto/broker-audit-query.dto';

const DEFAULT_PAGE_SIZE = 25;

/** The member's broker audit, newest first, in keyset pages. */
@Injectable()
export class BrokerAuditService {
  constructor(
    private readonly database: DatabaseService,
    private readonly audit: BrokerAuditRepository,
  ) {}

  async list(memberId: string, query: BrokerAuditQueryDto): Promise<BrokerAuditPage> {
    const cursor = query.cursor === undefined ? undefined : decodeAuditCursor(query.cursor);
    if (query.cursor !== undefined && !cursor) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', { cursor: 'invalid' });
    }
    const size = query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit);
    // One more row than asked says whether a next page exists.
    const rows = await this.audit.page(this.database.db, memberId, size + 1, cursor);
    const items = rows.slice(0, size);
    const last = items.at(-1);
    return {
      items: items.map((row) => brokerAuditView(row)),
      nextCursor:
        rows.length > size && last
          ? encodeAuditCursor({ at: new Date(last.at), seq: last.seq })
          : null,
    };
  }
}
