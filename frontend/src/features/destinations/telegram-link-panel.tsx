// A Telegram destination waiting for its chat: the member opens the bot's link (or sends
// `/start <code>` to the bot) from the chat that should get the relays; the bot links that chat.
// Nothing is sent meanwhile. The code is good once, for a few minutes; a new one can be asked for.
import type { TelegramLink } from '@tickrelay/contracts/destinations/destinations';
import { useState } from 'react';
import styled from 'styled-components';

import { CopyButton } from '@/components/copy-button/copy-button';
import { Alert, Badge, Button, Code, Muted, Stack } from '@/components/ui';
import { useCreateTelegramLink } from '@/lib/api/endpoints/create-telegram-link.endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { useTradingFormat } from '@/lib/format/use-trading-format';
import { useI18n } from '@/lib/i18n/i18n-context';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  code {
    overflow-wrap: anywhere;
  }
`;

export interface TelegramLinkPanelProps {
  destinationId: string;
  /** The link answered at creation, if this page made it. */
  initialLink?: TelegramLink;
  locked?: boolean;
}

export function TelegramLinkPanel({ destinationId, initialLink, locked }: TelegramLinkPanelProps) {
  const { t } = useI18n();
  const format = useTradingFormat();
  const renew = useCreateTelegramLink();
  const [link, setLink] = useState<TelegramLink | undefined>(initialLink);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const expired = link !== undefined && Date.parse(link.expiresAt) <= Date.now();

  const ask = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setLink(await renew({ id: destinationId }));
    } catch (failure) {
      setError(billingErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert tone="info" data-testid="telegram-link">
      <Stack $gap={3}>
        <Row>
          <Badge $tone="warning" data-testid="telegram-link-waiting">
            {t('destinations.telegramLink.waiting')}
          </Badge>
          <Muted as="span" $size="sm">
            {t('destinations.telegramLink.nothingSent')}
          </Muted>
        </Row>
        {link && !expired ? (
          <>
            <span>{t('destinations.telegramLink.howTo')}</span>
            {link.url && (
              <Row>
                <a href={link.url} target="_blank" rel="noreferrer" data-testid="telegram-link-url">
                  {t('destinations.telegramLink.open')}
                </a>
              </Row>
            )}
            <Row>
              <Code data-testid="telegram-link-command">{`/start ${link.code}`}</Code>
              <CopyButton
                text={`/start ${link.code}`}
                label={t('destinations.telegramLink.copy')}
              />
            </Row>
            <Muted $size="sm">
              {t('destinations.telegramLink.expires', { time: format.instant(link.expiresAt) })}
            </Muted>
          </>
        ) : (
          <span>{t('destinations.telegramLink.askNew')}</span>
        )}
        {error && <Alert tone="danger">{error}</Alert>}
        {!locked && (
          <div>
            <Button
              $size="sm"
              $variant="secondary"
              onClick={() => void ask()}
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="telegram-link-new"
            >
              {t('destinations.telegramLink.new')}
            </Button>
          </div>
        )}
      </Stack>
    </Alert>
  );
}
