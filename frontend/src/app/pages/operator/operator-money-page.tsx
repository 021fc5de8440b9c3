// /operator/money: subscriptions by state, MRR per currency, churn and failed payments.
import { MoneyView } from '@/features/operator/money-view';
import {
  OperatorLoading,
  OperatorProblem,
  OperatorShell,
} from '@/features/operator/operator-shell';
import { getOperatorMoney } from '@/lib/api/endpoints/get-operator-money.endpoint';
import { useEndpointQuery } from '@/lib/api/use-endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';

export default function OperatorMoneyPage() {
  const { t } = useI18n();
  const money = useEndpointQuery(getOperatorMoney);
  let body;
  if (money.data) body = <MoneyView money={money.data} />;
  else if (money.error !== undefined) {
    body = <OperatorProblem error={money.error} retry={() => void money.reload()} />;
  } else body = <OperatorLoading />;
  return (
    <OperatorShell title={t('operator.money.heading')} intro={t('operator.money.intro')}>
      {body}
    </OperatorShell>
  );
}
