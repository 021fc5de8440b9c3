import type { TradovateCredentialsInput } from '@tickrelay/contracts/brokers/broker-connection';

import type { SecretSealer } from '@/common/crypto/secret-sealer';

import type { TradovateCredentials } from '../tradovate/tradovate.port';
import type { BrokerConnectionRow } from './broker-connections.tables';

/** What is sealed: the parts of the credentials the member's page never shows. */
interface SealedPart {
  password: string;
  cid: number;
  secret: string;
}

/** Binds the sealed credentials to their member and connection: moved to another row, they do not open. */
export const credentialsContext = (memberId: string, connectionId: string): string =>
  `tickrelay:broker-credentials:v1:${memberId}:${connectionId}`;

export function sealCredentials(
  sealer: SecretSealer,
  memberId: string,
  connectionId: string,
  input: TradovateCredentialsInput,
): { credentials_sealed: Buffer; credentials_key_id: string } {
  const part: SealedPart = { password: input.password, cid: input.cid, secret: input.secret };
  const { sealed, keyId } = sealer.sealBytes(
    JSON.stringify(part),
    credentialsContext(memberId, connectionId),
  );
  return { credentials_sealed: sealed, credentials_key_id: keyId };
}

/** The row's credentials as the adapter takes them. Throws SealedValueError when they do not open. */
export function openCredentials(
  sealer: SecretSealer,
  row: BrokerConnectionRow,
): TradovateCredentials {
  const opened = sealer.openBytes(
    { sealed: row.credentials_sealed, keyId: row.credentials_key_id },
    credentialsContext(row.member_id, row.connection_id),
  );
  const part = JSON.parse(opened.toString('utf8')) as SealedPart;
  return {
    environment: row.environment,
    username: row.username,
    password: part.password,
    appId: row.app_id,
    appVersion: row.app_version,
    cid: part.cid,
    secret: part.secret,
    deviceId: row.device_id,
  };
}
