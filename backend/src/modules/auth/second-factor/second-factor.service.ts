import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';
import type {
  SecondFactorStatus,
  TotpEnrolment,
} from '@tickrelay/contracts/endpoints/second-factor.endpoints';
import type { Kysely } from 'kysely';
import { toString as qrSvg } from 'qrcode';

import { CREDENTIAL_SEALER } from '@/common/crypto/credential-sealer.module';
import type { SecretSealer } from '@/common/crypto/secret-sealer';
import { AppException } from '@/common/errors/app.exception';
import type { Database } from '@/database/database.types';

import { authErrors } from '../auth.errors';
import { isTotpCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { RememberedBrowsers } from './remembered-browsers';
import { SecondFactorEvents } from './second-factor.events';
import { SecondFactorRepository } from './second-factor.repository';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

export type AcceptedCode = 'totp' | 'recovery_code';

/** Bound to the member: a sealed secret copied onto another member's row does not open. */
const sealContext = (memberId: string) => `tickrelay:totp-secret:v1:${memberId}`;

/** A wrong code: VALIDATION_FAILED `{code: 'incorrect'}`, counted like a wrong password. */
const wrongCode = () => authErrors.incorrectPassword('code');

/**
 * TOTP and recovery codes, the same whichever auth adapter holds the account: the secret is
 * sealed here under CREDENTIAL_KEYS (the broker credentials' keys), the codes hashed.
 */
@Injectable()
export class SecondFactorService {
  constructor(
    private readonly factors: SecondFactorRepository,
    private readonly browsers: RememberedBrowsers,
    private readonly events: SecondFactorEvents,
    @Inject(CREDENTIAL_SEALER) private readonly sealer: SecretSealer,
  ) {}

  async isEnabled(memberId: string): Promise<boolean> {
    const row = await this.factors.findTotp(memberId);
    return row?.confirmed_at != null;
  }

  async status(memberId: string): Promise<SecondFactorStatus> {
    const row = await this.factors.findTotp(memberId);
    const enabledAt = row?.confirmed_at ?? null;
    return {
      totp: { enabled: enabledAt !== null, enabledAt: enabledAt?.toISOString() ?? null },
      recoveryCodesLeft: enabledAt ? await this.factors.countRecoveryCodesLeft(memberId) : 0,
    };
  }

  async startEnrolment(user: PublicUser): Promise<TotpEnrolment> {
    const secret = newTotpSecret();
    const stored = await this.factors.putPending(
      user.id,
      this.sealer.seal(secret, sealContext(user.id)),
    );
    if (!stored) throw new AppException(HttpStatus.CONFLICT, 'CONFLICT');
    const otpauthUri = totpUri(secret, user.email);
    const svg = await qrSvg(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      secret,
      otpauthUri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** A code of the pending secret turns it on; answers the ten recovery codes (shown once). */
  async confirmEnrolment(memberId: string, code: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.factors.db.transaction().execute(async (trx) => {
      const row = await this.factors.findTotpForUpdate(memberId, trx);
      if (!row) throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
      if (row.confirmed_at !== null) throw new AppException(HttpStatus.CONFLICT, 'CONFLICT');
      await this.acceptTotp(memberId, row, code, trx);
      await this.factors.confirm(memberId, codes.map(recoveryCodeHash), trx);
      await this.events.record('totp_enabled', memberId, trx);
    });
    return codes;
  }

  /**
   * Checks a code of the member's enabled factor and spends it: a TOTP code (never one of a step
   * already accepted) or an unused recovery code. Wrong or reused: VALIDATION_FAILED.
   */
  async verify(memberId: string, code: string): Promise<AcceptedCode> {
    const accepted = await this.factors.db.transaction().execute(async (trx) => {
      const row = await this.factors.findTotpForUpdate(memberId, trx);
      if (!row || row.confirmed_at === null) throw wrongCode();
      if (isTotpCode(code)) {
        await this.acceptTotp(memberId, row, code, trx);
        return 'totp' as const;
      }
      if (!(await this.factors.spendRecoveryCode(memberId, recoveryCodeHash(code), trx))) {
        throw wrongCode();
      }
      return 'recovery_code' as const;
    });
    if (accepted === 'recovery_code') await this.events.record('recovery_code_used', memberId);
    return accepted;
  }

  /** Turning it off needs the factor itself (and a step-up, at the route). */
  async disable(memberId: string, code: string): Promise<void> {
    await this.verify(memberId, code);
    await this.factors.db.transaction().execute(async (trx) => {
      await this.factors.remove(memberId, trx);
      await this.events.record('second_factor_disabled', memberId, trx);
    });
    await this.browsers.revokeAll(memberId);
  }

  private async acceptTotp(
    memberId: string,
    row: { secret_sealed: string; last_step: string },
    code: string,
    trx: Kysely<Database>,
  ): Promise<void> {
    const secret = this.sealer.open(row.secret_sealed, sealContext(memberId));
    const step = totpStepOf(secret, code.replace(/\s/g, ''));
    if (step === null || step <= Number(row.last_step)) throw wrongCode();
    await this.factors.acceptStep(memberId, step, trx);
  }
}
