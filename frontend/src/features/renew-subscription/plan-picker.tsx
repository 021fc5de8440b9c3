import type { Currency, Plan, PlanId } from '@tickrelay/contracts/billing/billing';
import styled from 'styled-components';

import { Field, Select } from '@/components/ui';
import { useFormatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-context';

const Options = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    padding: 0;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`;

const Name = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 650;
`;

const Saving = styled.span`
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Price = styled.span`
  font-size: 1.25rem;
  font-weight: 700;
`;

/** The plan's amount in `currency`, or undefined when the server offers none. */
export function priceOf(plan: Plan | undefined, currency: Currency): number | undefined {
  return plan?.prices.find((price) => price.currency === currency)?.amount;
}

/** What a year costs less on the yearly plan than twelve months, as a fraction (0.17), if any. */
function yearlySaving(plans: Plan[], plan: Plan, currency: Currency): number | undefined {
  if (plan.interval !== 'year') return undefined;
  const year = priceOf(plan, currency);
  const month = priceOf(
    plans.find((other) => other.interval === 'month'),
    currency,
  );
  if (year === undefined || month === undefined || month <= 0) return undefined;
  const saving = 1 - year / (12 * month);
  return saving > 0.005 ? saving : undefined;
}

/** Every currency the plans are priced in, in the server's order. */
export function currenciesOf(plans: Plan[]): Currency[] {
  return [...new Set(plans.flatMap((plan) => plan.prices.map((price) => price.currency)))];
}

export interface PlanPickerProps {
  plans: Plan[];
  plan: PlanId;
  currency: Currency;
  onPlan: (plan: PlanId) => void;
  onCurrency: (currency: Currency) => void;
  disabled?: boolean;
}

/** Monthly or yearly, priced in the chosen currency, every amount from the server. */
export function PlanPicker({
  plans,
  plan,
  currency,
  onPlan,
  onCurrency,
  disabled,
}: PlanPickerProps) {
  const { t, formatNumber } = useI18n();
  const money = useFormatMoney();

  return (
    <>
      <Options disabled={disabled}>
        <legend>{t('billing.renew.choosePlan')}</legend>
        {plans.map((option) => {
          const amount = priceOf(option, currency);
          if (amount === undefined) return null;
          const saving = yearlySaving(plans, option, currency);
          return (
            <Option
              key={option.id}
              $checked={option.id === plan}
              data-testid={`plan-option-${option.id}`}
            >
              <input
                type="radio"
                name="plan"
                value={option.id}
                checked={option.id === plan}
                onChange={() => onPlan(option.id)}
              />
              <Name>
                {t(`billing.plans.${option.id}`)}
                {saving !== undefined && (
                  <Saving data-testid="plan-saving">
                    {t('billing.renew.save', {
                      percent: formatNumber(saving, { style: 'percent', maximumFractionDigits: 0 }),
                    })}
                  </Saving>
                )}
              </Name>
              <Price data-testid={`plan-price-${option.id}`}>
                {t(`billing.pricePer.${option.interval}`, { price: money(amount, currency) })}
              </Price>
            </Option>
          );
        })}
      </Options>
      <Field htmlFor="currency" label={t('billing.currency.label')}>
        <Select
          id="currency"
          value={currency}
          disabled={disabled}
          onChange={(event) => onCurrency(event.target.value as Currency)}
        >
          {currenciesOf(plans).map((code) => (
            <option key={code} value={code}>
              {t(`billing.currency.${code}`)}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
