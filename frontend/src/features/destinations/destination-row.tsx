import type {
  DestinationTestResult,
  DestinationView,
  TelegramLink,
} from '@tickrelay/contracts/destinations/destinations';
import { useState } from 'react';
import styled from 'styled-components';

import { DestinationKindIcon } from '@/components/destinations/destination-kind-icon';
import { RelayCodeLink, RelayStatusBadge } from '@/components/destinations/relay-parts';
import { Alert, Badge, Button, Code, Muted } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SwitchControl } from '@/components/ui/switch-control';
import { useDeleteDestination } from '@/lib/api/endpoints/delete-destination.endpoint';
import { useRotateDestinationSecret } from '@/lib/api/endpoints/rotate-destination-secret.endpoint';
import { useTestDestination } from '@/lib/api/endpoints/test-destination.endpoint';
import { useUpdateDestination } from '@/lib/api/endpoints/update-destination.endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { useTradingFormat } from '@/lib/format/use-trading-format';
import { useI18n } from '@/lib/i18n/i18n-context';

import { DestinationRename } from './destination-rename';
import { TelegramLinkPanel } from './telegram-link-panel';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }

  code {
    overflow-wrap: anywhere;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Confirming = 'remove' | 'rotate' | null;

export interface DestinationRowProps {
  destination: DestinationView;
  onChange: (destination: DestinationView) => void;
  onRemoved: (id: string) => void;
  /** A new signing secret to show once. */
  onSecret: (label: string, secret: string) => void;
  /** A Telegram destination's start link, when this page just created it. */
  telegramLink?: TelegramLink;
  locked?: boolean;
}

/** One destination: what and where, its last result, a test, notices, rename, rotate, remove. */
export function DestinationRow({
  destination,
  onChange,
  onRemoved,
  onSecret,
  telegramLink,
  locked,
}: DestinationRowProps) {
  const { t } = useI18n();
  const format = useTradingFormat();
  const sendTest = useTestDestination();
  const update = useUpdateDestination();
  const remove = useDeleteDestination();
  const rotate = useRotateDestinationSecret();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<DestinationTestResult>();
  const [error, setError] = useState<string>();
  const [notifyBusy, setNotifyBusy] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const last = destination.lastResult;
  const id = destination.id;

  const test = async () => {
    setTesting(true);
    setResult(undefined);
    setError(undefined);
    try {
      const outcome = await sendTest({ id });
      setResult(outcome);
      onChange({
        ...destination,
        lastResult: { status: outcome.status, code: outcome.code, at: new Date().toISOString() },
      });
    } catch (failure) {
      setError(billingErrorMessage(failure, t));
    } finally {
      setTesting(false);
    }
  };

  const toggleNotify = async (next: boolean) => {
    setNotifyBusy(true);
    setError(undefined);
    try {
      onChange(await update({ id, body: { notifyFailures: next } }));
    } catch (failure) {
      setError(billingErrorMessage(failure, t));
    } finally {
      setNotifyBusy(false);
    }
  };

  return (
    <Item data-testid="destination" data-destination-id={id} data-kind={destination.kind}>
      <Head>
        <DestinationKindIcon kind={destination.kind} />
        <Names>
          <strong data-testid="destination-label">{destination.label}</strong>
          {destination.target && <Code data-testid="destination-target">{destination.target}</Code>}
        </Names>
      </Head>
      {destination.link === 'waiting' && (
        <TelegramLinkPanel destinationId={id} initialLink={telegramLink} locked={locked} />
      )}
      <Line data-testid="destination-last">
        <Muted as="span" $size="sm">
          {t('destinations.lastResult')}
        </Muted>
        {last ? (
          <>
            <RelayStatusBadge status={last.status} />
            <RelayCodeLink code={last.code} />
            <Muted as="span" $size="sm">
              <time dateTime={last.at}>{format.instant(last.at)}</time>
            </Muted>
          </>
        ) : (
          <Muted as="span" $size="sm">
            {t('destinations.noResult')}
          </Muted>
        )}
        {destination.notifyFailures && (
          <Badge $tone="warning">{t('destinations.noticesHere')}</Badge>
        )}
      </Line>
      {renaming ? (
        <DestinationRename
          destination={destination}
          onRenamed={(renamed) => {
            onChange(renamed);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <Actions>
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => void test()}
            disabled={testing || locked}
            aria-busy={testing || undefined}
            data-testid="destination-test"
          >
            {testing ? t('destinations.testing') : t('destinations.test')}
          </Button>
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => setRenaming(true)}
            disabled={locked}
            data-testid="destination-rename-open"
          >
            {t('destinations.rename.open')}
          </Button>
          {destination.kind === 'https' && (
            <Button
              $size="sm"
              $variant="secondary"
              onClick={() => setConfirming('rotate')}
              disabled={locked}
              data-testid="destination-rotate"
            >
              {t('destinations.rotate.open')}
            </Button>
          )}
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => setConfirming('remove')}
            disabled={locked}
            data-testid="destination-remove"
          >
            {t('destinations.remove.open')}
          </Button>
        </Actions>
      )}
      <SwitchControl
        id={`destination-${id}-notify`}
        checked={destination.notifyFailures}
        onChange={(next) => void toggleNotify(next)}
        disabled={notifyBusy || locked}
        label={t('destinations.notify')}
        hint={t('destinations.notifyHint')}
        data-testid="destination-notify"
      />
      <div role="status">
        {result && (
          <Alert
            tone={result.status === 'sent' ? 'success' : 'danger'}
            data-testid="destination-test-result"
          >
            {result.status === 'sent'
              ? t('destinations.testSent', { ms: format.latency(result.durationMs) })
              : t('destinations.testFailed')}
            {result.httpStatus !== null && (
              <> {t('destinations.httpStatus', { status: result.httpStatus })}</>
            )}{' '}
            <RelayCodeLink code={result.code} />
          </Alert>
        )}
      </div>
      {error && (
        <Alert tone="danger" data-testid="destination-error">
          {error}
        </Alert>
      )}
      {confirming === 'remove' && (
        <ConfirmDialog
          title={t('destinations.remove.title', { label: destination.label })}
          body={t('destinations.remove.body')}
          confirmLabel={t('destinations.remove.confirm')}
          busyLabel={t('destinations.remove.busy')}
          cancelLabel={t('common.cancel')}
          danger
          describe={(failure) => billingErrorMessage(failure, t)}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            await remove({ id });
            setConfirming(null);
            onRemoved(id);
          }}
          data-testid="destination-remove-dialog"
        />
      )}
      {confirming === 'rotate' && (
        <ConfirmDialog
          title={t('destinations.rotate.title')}
          body={t('destinations.rotate.body')}
          confirmLabel={t('destinations.rotate.confirm')}
          busyLabel={t('destinations.rotate.busy')}
          cancelLabel={t('common.cancel')}
          danger
          describe={(failure) => billingErrorMessage(failure, t)}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            const { signingSecret } = await rotate({ id });
            setConfirming(null);
            onSecret(destination.label, signingSecret);
          }}
          data-testid="destination-rotate-dialog"
        />
      )}
    </Item>
  );
}
