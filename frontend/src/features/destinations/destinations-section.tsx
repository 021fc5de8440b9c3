// The webhook page's "Destinations" section: where each valid alert is also relayed (a signed
// HTTPS endpoint, a Discord channel, a Telegram chat), and where failure notices go.
import {
  DESTINATION_LIMITS,
  type TelegramLink,
} from '@tickrelay/contracts/destinations/destinations';
import { useState } from 'react';
import styled from 'styled-components';

import { Alert, Button, Card, Muted, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

import { DestinationForm } from './destination-form';
import { DestinationRow } from './destination-row';
import { SigningSecretNotice } from './signing-secret-notice';
import type { DestinationsState } from './use-destinations';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface DestinationsSectionProps {
  destinations: DestinationsState;
  lockedReason?: string;
}

export function DestinationsSection({ destinations, lockedReason }: DestinationsSectionProps) {
  const { t } = useI18n();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ label: string; value: string }>();
  // Start links answered at creation, by destination: shown until the bot links the chat.
  const [links, setLinks] = useState<Record<string, TelegramLink>>({});
  const data = destinations.data;
  const full = data !== undefined && data.items.length >= DESTINATION_LIMITS.perMember;
  const locked = lockedReason !== undefined;

  let content;
  if (!data) {
    content =
      destinations.error !== undefined ? (
        <Alert tone="danger" data-testid="destinations-error">
          <Stack $gap={2} $align="start">
            <span>
              {t('destinations.loadFailed')} {billingErrorMessage(destinations.error, t)}
            </span>
            <Button $size="sm" $variant="secondary" onClick={() => void destinations.reload()}>
              {t('webhook.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Muted role="status">{t('common.loading')}</Muted>
      );
  } else {
    content = (
      <Stack $gap={4}>
        {secret && (
          <SigningSecretNotice
            label={secret.label}
            secret={secret.value}
            onDismiss={() => setSecret(undefined)}
          />
        )}
        {data.items.length === 0 ? (
          <Muted data-testid="destinations-empty">{t('destinations.empty')}</Muted>
        ) : (
          <List aria-label={t('destinations.title')} data-testid="destinations-list">
            {data.items.map((destination) => (
              <DestinationRow
                key={destination.id}
                destination={destination}
                onChange={destinations.put}
                onRemoved={destinations.drop}
                onSecret={(label, value) => setSecret({ label, value })}
                telegramLink={links[destination.id]}
                locked={locked}
              />
            ))}
          </List>
        )}
        {lockedReason ? (
          <Muted $size="sm">{lockedReason}</Muted>
        ) : adding ? (
          <DestinationForm
            telegramBot={data.telegramBot}
            onCreated={({ destination, signingSecret, telegramLink }) => {
              destinations.put(destination);
              setAdding(false);
              if (signingSecret) setSecret({ label: destination.label, value: signingSecret });
              if (telegramLink) {
                setLinks((current) => ({ ...current, [destination.id]: telegramLink }));
              }
            }}
            onCancel={() => setAdding(false)}
          />
        ) : full ? (
          <Alert tone="info" data-testid="destinations-limit">
            {t('destinations.limitReached', { count: DESTINATION_LIMITS.perMember })}
          </Alert>
        ) : (
          <div>
            <Button
              $variant="secondary"
              onClick={() => {
                setSecret(undefined);
                setAdding(true);
              }}
              data-testid="destination-add"
            >
              {t('destinations.add')}
            </Button>
          </div>
        )}
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby="destinations-title" data-testid="destinations-section">
      <Stack $gap={4}>
        <Stack $gap={2}>
          <SectionTitle id="destinations-title" style={{ margin: 0 }}>
            {t('destinations.title')}
          </SectionTitle>
          <Muted $size="sm">
            {t('destinations.intro', { count: DESTINATION_LIMITS.perMember })}
          </Muted>
        </Stack>
        {content}
      </Stack>
    </Card>
  );
}
