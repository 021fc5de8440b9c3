import { DELIVERY_STATUSES } from '@tickrelay/contracts/webhooks/deliveries';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

import { Button, Field, Input, Select } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  datesReversed,
  EMPTY_FILTERS,
  isDeliveryStatus,
  TICKER_FILTER_MAX,
  validTickerFilter,
  type LogFilterValues,
} from './deliveries-model';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(150px, 100%), 1fr));
  align-items: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface DeliveriesFiltersProps {
  /** The filters in effect (from the address bar). */
  applied: LogFilterValues;
  onApply: (values: LogFilterValues) => void;
}

/** Status, ticker and dates of the log; applied on submit (Enter or the button). */
export function DeliveriesFilters({ applied, onApply }: DeliveriesFiltersProps) {
  const { t } = useI18n();
  const [values, setValues] = useState<LogFilterValues>(applied);
  const [appliedKey, setAppliedKey] = useState(JSON.stringify(applied));
  const reversed = datesReversed(values);
  const badTicker = !validTickerFilter(values.ticker);

  // The address bar changed (back button, a link): the form follows it.
  const key = JSON.stringify(applied);
  if (key !== appliedKey) {
    setAppliedKey(key);
    setValues(applied);
  }

  const set = <K extends keyof LogFilterValues>(name: K, value: LogFilterValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed || badTicker) return;
    onApply({ ...values, ticker: values.ticker.trim() });
  };

  const label = (name: string) => t(`deliveries.filters.${name}`);
  return (
    <Form
      role="search"
      aria-label={label('label')}
      noValidate
      onSubmit={submit}
      data-testid="deliveries-filters"
    >
      <Fields>
        <Field htmlFor="filter-status" label={label('status')}>
          <Select
            id="filter-status"
            value={values.status}
            onChange={(event) =>
              set('status', isDeliveryStatus(event.target.value) ? event.target.value : '')
            }
          >
            <option value="">{label('allStatuses')}</option>
            {DELIVERY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`deliveries.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          htmlFor="filter-ticker"
          label={label('ticker')}
          error={badTicker ? label('tickerInvalid') : undefined}
        >
          <Input
            id="filter-ticker"
            $invalid={badTicker}
            aria-invalid={badTicker || undefined}
            aria-describedby={badTicker ? 'filter-ticker-error' : undefined}
            value={values.ticker}
            maxLength={TICKER_FILTER_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder="MES"
            onChange={(event) => set('ticker', event.target.value)}
          />
        </Field>
        <Field htmlFor="filter-from" label={label('from')}>
          <Input
            id="filter-from"
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => set('from', event.target.value)}
          />
        </Field>
        <Field
          htmlFor="filter-to"
          label={label('to')}
          error={reversed ? label('toBeforeFrom') : undefined}
        >
          <Input
            id="filter-to"
            type="date"
            value={values.to}
            min={values.from || undefined}
            $invalid={reversed}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? 'filter-to-error' : undefined}
            onChange={(event) => set('to', event.target.value)}
          />
        </Field>
      </Fields>
      <Actions>
        <Button
          type="submit"
          $size="sm"
          disabled={reversed || badTicker}
          data-testid="filters-apply"
        >
          {label('apply')}
        </Button>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          onClick={() => {
            setValues(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
          data-testid="filters-clear"
        >
          {label('clear')}
        </Button>
      </Actions>
    </Form>
  );
}
