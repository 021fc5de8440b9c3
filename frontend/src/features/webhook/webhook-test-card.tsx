import type { BrokerSettingsView } from '@tickrelay/contracts/brokers/broker-connection';
import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import styled from 'styled-components';

import { Alert, Button, ButtonLink, Card, Muted, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import {
  BUILDER_WEBHOOK_MINE,
  BUILDER_WEBHOOK_PARAM,
} from '@/lib/api/endpoints/get-webhook.endpoint';
import { useSendTestAlert } from '@/lib/api/endpoints/send-test-alert.endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  /* A long label (French) wraps inside the card instead of running past its edge. */
  & > * {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
`;

export interface WebhookTestCardProps {
  /** The delivery id of the test alert just accepted (its row is then highlighted in the log). */
  onSent: (deliveryId: string) => void;
  /** Where the member's real alerts go (undefined while it loads). */
  broker?: BrokerSettingsView;
}

/**
 * Where this member's real alerts go, said beside the button, when it is not the paper account:
 * the test still runs on paper, and a trader with a live account must not wonder.
 */
function TargetNote({ broker }: { broker: BrokerSettingsView | undefined }) {
  const { t } = useI18n();
  if (broker?.executionTarget === 'none') {
    return (
      <Muted $size="sm" data-testid="webhook-test-target">
        {t('webhook.test.targetNone')}
      </Muted>
    );
  }
  if (broker?.executionTarget !== 'tradovate') return null;
  const { connection } = broker;
  return (
    <Alert tone="info" data-testid="webhook-test-target">
      {connection?.accountName
        ? t('webhook.test.targetTradovate', {
            environment: t(`broker.environments.${connection.environment}`),
            account: connection.accountName,
          })
        : t('webhook.test.targetTradovateNoAccount')}
    </Alert>
  );
}

/**
 * "Send a test alert" through the real URL, and the alert builder with the member's URL. A test
 * alert is executed on the paper account whatever the execution target (the API's rule): the
 * card says so, and names the broker it will not reach.
 */
export function WebhookTestCard({ onSent, broker }: WebhookTestCardProps) {
  const { t, localePath } = useI18n();
  const sendTestAlert = useSendTestAlert();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string>();
  const builder = `${localePath(routePaths.alertBuilder)}?${BUILDER_WEBHOOK_PARAM}=${BUILDER_WEBHOOK_MINE}`;

  const send = async () => {
    setState('sending');
    setError(undefined);
    try {
      const { id } = await sendTestAlert();
      setState('sent');
      onSent(id);
    } catch (failure) {
      setError(billingErrorMessage(failure, t));
      setState('idle');
    }
  };

  return (
    <Card data-testid="webhook-test-card">
      <Stack $gap={4}>
        <SectionTitle style={{ margin: 0 }}>{t('webhook.test.title')}</SectionTitle>
        <Muted $size="sm">{t('webhook.test.body')}</Muted>
        <Muted $size="sm" data-testid="webhook-test-paper">
          {t('webhook.test.paperOnly')}
        </Muted>
        <TargetNote broker={broker} />
        <Actions>
          <Button
            onClick={() => void send()}
            disabled={state === 'sending'}
            aria-busy={state === 'sending' || undefined}
            data-testid="webhook-send-test"
          >
            {state === 'sending' ? t('webhook.test.sending') : t('webhook.test.send')}
          </Button>
          <ButtonLink to={builder} $variant="secondary" data-testid="webhook-open-builder">
            {t('webhook.builder')}
          </ButtonLink>
        </Actions>
        <div role="status">
          {state === 'sent' && (
            <Alert tone="success" data-testid="webhook-test-sent">
              {t('webhook.test.sent')}
            </Alert>
          )}
        </div>
        {error && (
          <Alert tone="danger" data-testid="webhook-test-error">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
