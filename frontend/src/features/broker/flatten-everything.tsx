import type { BrokerSettingsView } from '@tickrelay/contracts/brokers/broker-connection';
import type { PaperAccountView } from '@tickrelay/contracts/webhooks/deliveries';
import { useState } from 'react';

import { Alert, Button, Stack } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFlattenPaper } from '@/lib/api/endpoints/flatten-paper.endpoint';
import { useLiquidateBrokerAccount } from '@/lib/api/endpoints/liquidate-broker-account.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';

import { brokerErrorMessage } from './broker-errors';

export interface FlattenEverythingProps {
  settings: BrokerSettingsView | undefined;
  /** The paper account after a paper flatten. */
  onPaper: (account: PaperAccountView) => void;
  disabled?: boolean;
}

/**
 * The kill switch's "flatten everything": at Tradovate when alerts go there (every position
 * closed at market, working orders cancelled), on the paper account otherwise.
 */
export function FlattenEverything({ settings, onPaper, disabled }: FlattenEverythingProps) {
  const { t } = useI18n();
  const liquidate = useLiquidateBrokerAccount();
  const flattenPaper = useFlattenPaper();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const connection = settings?.connection;
  const atTradovate = settings?.executionTarget === 'tradovate' && Boolean(connection);
  const where =
    atTradovate && connection
      ? t('broker.audit.tradovateWhere', {
          environment: t(`broker.environments.${connection.environment}`),
          account: connection.accountName ?? '',
        })
      : t('broker.targets.paper');

  return (
    <Stack $gap={2} $align="start">
      <Button
        $size="sm"
        $variant="danger"
        onClick={() => {
          setDone(false);
          setConfirming(true);
        }}
        disabled={disabled || settings === undefined}
        data-testid="flatten-everything"
        data-where={atTradovate ? 'tradovate' : 'paper'}
      >
        {t('broker.flatten.open')}
      </Button>
      {done && (
        <Alert tone="success" data-testid="flatten-everything-done">
          {t('broker.flatten.done', { where })}
        </Alert>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('broker.flatten.title', { where })}
          body={atTradovate ? t('broker.flatten.bodyTradovate') : t('broker.flatten.bodyPaper')}
          confirmLabel={t('broker.flatten.confirm')}
          busyLabel={t('broker.flatten.busy')}
          cancelLabel={t('common.cancel')}
          danger
          describe={(failure) => brokerErrorMessage(failure, t)}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            if (atTradovate) await liquidate({ trigger: 'kill_switch' });
            else onPaper(await flattenPaper({}));
            setConfirming(false);
            setDone(true);
          }}
          data-testid="flatten-everything-dialog"
        />
      )}
    </Stack>
  );
}
