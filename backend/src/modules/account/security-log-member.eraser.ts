import { Injectable } from '@nestjs/common';

import { SecurityLog } from '@/modules/security-log/security-log.public';

import { MemberEraser, type MemberDataEraser } from './member-eraser.port';

/**
 * A deleted account's security log, "this wasn't me" links and time zone. Here rather than in
 * the security-log module, which every feature (auth included) imports: the eraser port lives
 * in account, and account already depends on auth. A second run deletes nothing.
 */
@Injectable()
@MemberEraser()
export class SecurityLogMemberEraser implements MemberDataEraser {
  readonly name = 'security-log';
  readonly stage = 'stored' as const;

  constructor(private readonly securityLog: SecurityLog) {}

  erase(memberId: string): Promise<void> {
    return this.securityLog.eraseMember(memberId);
  }
}
