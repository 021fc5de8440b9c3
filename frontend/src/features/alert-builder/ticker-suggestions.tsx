import { contractSpecs } from '@tickrelay/contracts/futures/contract-specs';

import { useI18n } from '@/lib/i18n/i18n-context';

/** The ticker field's suggestions: the continuous symbol of every root TickRelay executes. */
export const TICKER_SUGGESTIONS = contractSpecs().map((spec) => `${spec.root}1!`);

/** A <datalist> for the ticker input (`list={id}`): ES1!, MES1! … VX1!, each with its name. */
export function TickerSuggestions({ id }: { id: string }) {
  const { locale } = useI18n();
  return (
    <datalist id={id} data-testid="ticker-suggestions">
      {contractSpecs().map((spec) => (
        <option key={spec.root} value={`${spec.root}1!`} label={spec.name[locale]} />
      ))}
    </datalist>
  );
}
