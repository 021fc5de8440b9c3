import { Injectable } from '@nestjs/common';

import type { OperatorChecker } from '@/common/guards/operator-checker';

import { OperatorRepository } from './operator.repository';

export type RoleChange = 'granted' | 'already-operator' | 'revoked' | 'not-operator';

/**
 * The operator role: read by @Operator() (OPERATOR_CHECKER), granted and revoked only from the
 * command line (operator.cli.ts), each change with its audit row in the same transaction.
 */
@Injectable()
export class OperatorRoles implements OperatorChecker {
  constructor(private readonly repository: OperatorRepository) {}

  isOperator(userId: string): Promise<boolean> {
    return this.repository.isOperator(userId);
  }

  /** Every operator must have TOTP turned on (403 OPERATOR_SECOND_FACTOR_REQUIRED without). */
  hasSecondFactor(userId: string): Promise<boolean> {
    return this.repository.hasSecondFactor(userId);
  }

  async change(actor: string, userId: string, grant: boolean): Promise<RoleChange> {
    return this.repository.transaction(async (trx) => {
      const changed = grant
        ? await this.repository.grant(userId, trx)
        : await this.repository.revoke(userId, trx);
      if (changed) {
        await this.repository.audit(
          {
            actor,
            action: grant ? 'role.grant' : 'role.revoke',
            targetId: userId,
            before: { operator: !grant },
            after: { operator: grant },
          },
          trx,
        );
      }
      if (grant) return changed ? 'granted' : 'already-operator';
      return changed ? 'revoked' : 'not-operator';
    });
  }
}
