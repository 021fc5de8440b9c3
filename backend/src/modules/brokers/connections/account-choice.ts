import type { BrokerAccountView } from '@tickrelay/contracts/brokers/broker-connection';

export type AccountChoice = { id: number; name: string } | null;

/**
 * The account orders go to after a save: the one chosen before when the new list still has it
 * (the same credentials saved again), else the only active account, else none (the member picks).
 */
export function accountAfterSave(
  accounts: readonly BrokerAccountView[],
  previous: AccountChoice,
): AccountChoice {
  const kept = previous && accounts.find((account) => account.id === previous.id);
  if (kept) return { id: kept.id, name: kept.name };
  const active = accounts.filter((account) => account.active);
  return active.length === 1 ? { id: active[0]!.id, name: active[0]!.name } : null;
}

/**
 * After a test: the chosen account as the new list names it, or 'gone' when it vanished (never
 * replaced by another one behind the member's back: orders would go elsewhere).
 */
export function accountAfterTest(
  accounts: readonly BrokerAccountView[],
  chosen: AccountChoice,
): AccountChoice | 'gone' {
  if (!chosen) return null;
  const found = accounts.find((account) => account.id === chosen.id);
  return found ? { id: found.id, name: found.name } : 'gone';
}
