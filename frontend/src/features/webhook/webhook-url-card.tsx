import { WEBHOOK_PATH_PREFIX, type WebhookView } from '@tickrelay/contracts/webhooks/deliveries';
import { useState } from 'react';
import styled from 'styled-components';

import { CopyButton } from '@/components/copy-button/copy-button';
import { Alert, Button, Card, Muted, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { useI18n } from '@/lib/i18n/i18n-context';

import { RotateWebhookDialog } from './rotate-webhook-dialog';

const UrlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const UrlBox = styled.code`
  flex: 1 1 320px;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.codeBg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

/** The URL with its token hidden: the origin and /api/hooks/ stay readable. */
export function maskedUrl(url: string): string {
  const at = url.indexOf(WEBHOOK_PATH_PREFIX);
  const visible = at < 0 ? '' : url.slice(0, at + WEBHOOK_PATH_PREFIX.length);
  return `${visible}${'•'.repeat(24)}`;
}

export interface WebhookUrlCardProps {
  webhook: WebhookView;
  onChange: (webhook: WebhookView) => void;
}

/** The member's URL (a secret: hidden until asked), copy, and rotation. */
export function WebhookUrlCard({ webhook, onChange }: WebhookUrlCardProps) {
  const { t, formatDate, formatNumber } = useI18n();
  const [shown, setShown] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [rotated, setRotated] = useState<'grace' | 'revoke'>();
  const graceEnds =
    webhook.previousValidUntil && Date.parse(webhook.previousValidUntil) > Date.now()
      ? webhook.previousValidUntil
      : null;

  return (
    <Card data-testid="webhook-url-card">
      <Stack $gap={4}>
        <SectionTitle id="webhook-url" style={{ margin: 0 }}>
          {t('webhook.yourUrl')}
        </SectionTitle>
        <UrlRow>
          <UrlBox
            id="webhook-url-value"
            data-testid="webhook-url"
            data-shown={shown ? 'true' : 'false'}
          >
            {shown ? (
              webhook.url
            ) : (
              <>
                <span aria-hidden="true">{maskedUrl(webhook.url)}</span>
                <span className="visually-hidden">{t('webhook.urlHidden')}</span>
              </>
            )}
          </UrlBox>
          <Button
            $size="sm"
            $variant="secondary"
            aria-pressed={shown}
            aria-controls="webhook-url-value"
            onClick={() => setShown((value) => !value)}
            data-testid="webhook-url-toggle"
          >
            {shown ? t('webhook.hide') : t('webhook.show')}
          </Button>
          <CopyButton text={webhook.url} label={t('webhook.copyLabel')} />
        </UrlRow>
        <Muted $size="sm">{t('webhook.secretHint')}</Muted>
        <Muted $size="sm" data-testid="webhook-rate-limit">
          {t('webhook.rateLimit', { count: formatNumber(webhook.rateLimitPerMinute) })}
        </Muted>
        {graceEnds && (
          <Alert tone="info" data-testid="webhook-grace">
            {t('webhook.previousValid', {
              date: formatDate(graceEnds, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Alert>
        )}
        {rotated && (
          <Alert tone="success" data-testid="webhook-rotated">
            <span role="status">
              {rotated === 'grace' ? t('webhook.rotate.doneGrace') : t('webhook.rotate.doneRevoke')}
            </span>
          </Alert>
        )}
        <div>
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => setRotating(true)}
            data-testid="webhook-rotate"
          >
            {t('webhook.rotate.open')}
          </Button>
        </div>
      </Stack>
      {rotating && (
        <RotateWebhookDialog
          onClose={() => setRotating(false)}
          onRotated={(next, mode) => {
            setRotating(false);
            setRotated(mode);
            setShown(false);
            onChange(next);
          }}
        />
      )}
    </Card>
  );
}
