// Names between TickRelay and ProjectX: a concrete contract (NQZ2026, from the roll calendar) is
// ProjectX's CON.F.US.ENQ.Z26 — ProjectX's own roots (ENQ for NQ, EP for ES; micros and the
// others as they are) — and the customTag of each order of a delivery, unique per account, so a
// retried delivery never places a second order.
import { createHash } from 'node:crypto';

import type { FuturesContract } from '@tickrelay/contracts/futures/roll-calendar';

import type { PxContract } from './projectx-api.types';

/** CME root → ProjectX root, where they differ (gateway.docs.projectx.com, contract search). */
const PROJECTX_ROOTS: Readonly<Record<string, string>> = { NQ: 'ENQ', ES: 'EP' };

export function projectXRoot(root: string): string {
  return PROJECTX_ROOTS[root] ?? root;
}

/** NQZ2026 → CON.F.US.ENQ.Z26 */
export function projectXContractId(contract: FuturesContract): string {
  const year = String(contract.year % 100).padStart(2, '0');
  return `CON.F.US.${projectXRoot(contract.root)}.${contract.monthCode}${year}`;
}

/** CON.F.US.ENQ.Z26 → ENQ (undefined for another form). */
export function rootOfContractId(id: string): string | undefined {
  const parts = id.split('.');
  return parts.length === 5 && parts[0] === 'CON' ? parts[3] : undefined;
}

/**
 * The contract ProjectX lists for `contract` among a search's results: same ProjectX root, same
 * month, by id — never by a substring of the name (a search for "NQ" also returns NQG, natural
 * gas, and NQM, crude). Undefined when ProjectX does not list that month.
 */
export function pickContract(
  results: readonly PxContract[],
  contract: FuturesContract,
): PxContract | undefined {
  const wanted = projectXContractId(contract);
  return results.find(
    (candidate) =>
      candidate.id === wanted && rootOfContractId(candidate.id) === projectXRoot(contract.root),
  );
}

export const PROJECTX_ORDER_LEGS = ['entry', 'tp', 'sl', 'exit', 'reverse'] as const;
export type ProjectXOrderLeg = (typeof PROJECTX_ORDER_LEGS)[number];

const PLAIN_ID = /^[A-Za-z0-9-]{1,40}$/;

/** tr-<deliveryId>-<leg> (a long or odd delivery id is replaced by its SHA-256 prefix). */
export function customTag(deliveryId: string, leg: ProjectXOrderLeg): string {
  const id = PLAIN_ID.test(deliveryId)
    ? deliveryId
    : createHash('sha256').update(deliveryId).digest('hex').slice(0, 40);
  return `tr-${id}-${leg}`;
}

/** CON.F.US.ENQ.Z26 → { root: NQ, symbol: NQZ2026 } (undefined for another form). */
export function ourContractOf(id: string): { root: string; symbol: string } | undefined {
  const pxRoot = rootOfContractId(id);
  const month = /^([FGHJKMNQUVXZ])(\d{2})$/.exec(id.split('.')[4] ?? '');
  if (pxRoot === undefined || !month) return undefined;
  const root = Object.entries(PROJECTX_ROOTS).find(([, px]) => px === pxRoot)?.[0] ?? pxRoot;
  return { root, symbol: `${root}${month[1]}20${month[2]}` };
}
