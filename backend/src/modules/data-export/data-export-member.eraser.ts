import { Injectable } from '@nestjs/common';

import { MemberEraser, type MemberDataEraser } from '@/modules/account/member-eraser.port';

import { DataExportsRepository } from './data-exports.repository';

/**
 * A deleted account's exports, ready or in preparation (a build still running finds its row gone
 * and stores nothing). A second run deletes nothing and succeeds.
 */
@Injectable()
@MemberEraser()
export class DataExportMemberEraser implements MemberDataEraser {
  readonly name = 'data-exports';
  readonly stage = 'stored' as const;

  constructor(private readonly repository: DataExportsRepository) {}

  erase(memberId: string): Promise<void> {
    return this.repository.removeAllOf(memberId);
  }
}
