import { Injectable } from '@nestjs/common';

import { MemberEraser, type MemberDataEraser } from '@/modules/account/member-eraser.port';

import { AlertTemplatesRepository } from './alert-templates.repository';

/** A deleted account's saved alert templates. A second run deletes nothing and succeeds. */
@Injectable()
@MemberEraser()
export class AlertTemplatesMemberEraser implements MemberDataEraser {
  readonly name = 'alert-templates';
  readonly stage = 'stored' as const;

  constructor(private readonly repository: AlertTemplatesRepository) {}

  erase(memberId: string): Promise<void> {
    return this.repository.removeAllOf(memberId);
  }
}
