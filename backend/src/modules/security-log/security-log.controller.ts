import { Controller, Get, Query } from '@nestjs/common';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/security-log.endpoints';

import { Auth } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { browserLabel } from './browser-label';
import { SecurityLogQueryDto } from './dto/security-log-query.dto';
import { type SecurityLogRow, SecurityLogRepository } from './security-log.repository';

const DEFAULT_PAGE_SIZE = 25;

/** The signed-in member's own security log, newest first (a lapsed member still reads it). */
@Controller()
@Auth()
export class SecurityLogController {
  constructor(private readonly repository: SecurityLogRepository) {}

  @Get(routeOf(api.listSecurityLog))
  async list(
    @CurrentSession() session: AuthenticatedSession,
    @Query() query: SecurityLogQueryDto,
  ): Promise<ResponseOf<typeof api.listSecurityLog>> {
    const size = query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit);
    // One more row than asked says whether a next page exists.
    const rows = await this.repository.page(session.user.id, size + 1, query.cursor);
    const items = rows.slice(0, size);
    const last = items.at(-1);
    return {
      items: items.flatMap((row) => view(row)),
      nextCursor: rows.length > size && last ? String(last.seq) : null,
    };
  }
}

/** A row as the member sees it; a kind this version does not know (a newer one wrote it) is left out. */
function view(row: SecurityLogRow): api.SecurityEvent[] {
  if (!api.isSecurityEventKind(row.kind)) return [];
  return [
    {
      id: String(row.seq),
      kind: row.kind,
      at: row.occurred_at.toISOString(),
      ip: row.ip,
      browser: browserLabel(row.user_agent),
      details: (row.details ?? {}) as api.SecurityEventDetails,
    },
  ];
}
