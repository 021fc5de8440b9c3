import { parseIsoDate } from '@tickrelay/contracts/futures/exchange-calendar';
import { useMemo } from 'react';

import { Alert, Button } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import * as S from './alert-builder.styles';
import { rolloverWarning } from './alert-rollover';

const DAY_MS = 86_400_000;

/**
 * Below the ticker: a dated contract about to stop trading (or already stopped) and the two
 * tickers to use instead, the next contract or the continuous symbol, one click each.
 */
export function RolloverNotice({
  ticker,
  onReplace,
  now = Date.now,
}: {
  ticker: string;
  onReplace: (ticker: string) => void;
  now?: () => number;
}) {
  const { t, locale } = useI18n();
  const warning = useMemo(() => rolloverWarning(ticker, now()), [ticker, now]);
  if (!warning) return null;
  const date = (iso: string): string =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date((parseIsoDate(iso) ?? 0) * DAY_MS),
    );
  const days = new Intl.PluralRules(locale).select(warning.days) === 'one' ? 'One' : 'Other';
  return (
    <S.RolloverBox>
      <Alert
        tone="warning"
        title={t(
          warning.expired ? 'alertBuilder.rollover.expiredTitle' : 'alertBuilder.rollover.title',
          {
            contract: warning.contract,
          },
        )}
        data-testid="rollover-warning"
      >
        <p>
          {warning.expired
            ? t('alertBuilder.rollover.expired', { date: date(warning.lastTrade) })
            : t(`alertBuilder.rollover.expires${days}`, {
                count: warning.days,
                date: date(warning.lastTrade),
                roll: date(warning.roll),
              })}
        </p>
        <S.RolloverActions>
          <Button $size="sm" $variant="secondary" onClick={() => onReplace(warning.next)}>
            {t('alertBuilder.rollover.useNext', { ticker: warning.next })}
          </Button>
          <Button $size="sm" $variant="secondary" onClick={() => onReplace(warning.continuous)}>
            {t('alertBuilder.rollover.useContinuous', { ticker: warning.continuous })}
          </Button>
        </S.RolloverActions>
      </Alert>
    </S.RolloverBox>
  );
}
