// The live message: pretty JSON, its validity, copy and share actions, and how to use it.
import { routePaths } from '@tickrelay/contracts/routes';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';

import { copyToClipboard } from '@/components/copy-button/copy-to-clipboard';
import { Badge, Button, Muted } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifyError, notifySuccess } from '@/lib/toast/notify';

import { formatAlertMessage, type AlertForm } from './alert-builder';
import { shareUrl } from './alert-builder-share';
import * as S from './alert-preview.styles';
import type { AlertErrors } from './alert-validation';
import { ByteCounter } from './byte-counter';
import { highlightJson } from './json-highlight';
import { useMemberWebhook, type MemberWebhook } from './use-member-webhook';

interface AlertPreviewProps {
  form: AlertForm;
  errors: AlertErrors;
}

/** Where to find the webhook URL: the member's own, or how to get one. */
function WebhookUrlHint({
  webhook,
  copy,
}: {
  webhook: MemberWebhook;
  copy: (text: string, success: string) => Promise<void>;
}) {
  const { t, localePath } = useI18n();
  if (webhook.state === 'ready') {
    return (
      <S.WebhookHint data-testid="builder-webhook-url">
        <strong id="ab-webhook-url-label">{t('alertBuilder.preview.myUrlLabel')}</strong>
        <S.WebhookUrl aria-labelledby="ab-webhook-url-label">{webhook.url}</S.WebhookUrl>
        <Muted $size="sm">{t('alertBuilder.preview.urlSecret')}</Muted>
        <Button
          $size="sm"
          $variant="secondary"
          onClick={() => void copy(webhook.url, t('alertBuilder.preview.urlCopied'))}
        >
          {t('alertBuilder.preview.copyUrl')}
        </Button>
      </S.WebhookHint>
    );
  }
  if (webhook.state === 'not-entitled') {
    return (
      <S.WebhookHint>
        <span>{t('alertBuilder.preview.notEntitled')}</span>
        <Link to={localePath(routePaths.membershipSubscription)}>
          {t('alertBuilder.preview.subscriptionLink')}
        </Link>
      </S.WebhookHint>
    );
  }
  return (
    <S.WebhookHint>
      <span>
        {t(
          webhook.state === 'error'
            ? 'alertBuilder.preview.urlError'
            : 'alertBuilder.preview.webhookHint',
        )}
      </span>
      <Link to={localePath(routePaths.membershipWebhook)}>
        {t('alertBuilder.preview.webhookLink')}
      </Link>
    </S.WebhookHint>
  );
}

export function AlertPreview({ form, errors }: AlertPreviewProps) {
  const { t, locale } = useI18n();
  const webhook = useMemberWebhook();
  const { pathname } = useLocation();
  const message = useMemo(() => formatAlertMessage(form), [form]);
  const highlighted = useMemo(() => highlightJson(message), [message]);
  const issues = Object.keys(errors).length;
  const plural =
    new Intl.PluralRules(locale).select(issues) === 'one' ? 'issuesOne' : 'issuesOther';

  const copy = async (text: string, success: string): Promise<void> => {
    if (await copyToClipboard(text)) notifySuccess(success);
    else notifyError(t('alertBuilder.preview.copyFailed'));
  };

  return (
    <S.PreviewColumn aria-labelledby="ab-preview-title">
      <S.PreviewCard>
        <S.PreviewHead>
          <h2 id="ab-preview-title">{t('alertBuilder.preview.title')}</h2>
          <Badge $tone={issues ? 'danger' : 'success'} data-testid="alert-status" role="status">
            {issues
              ? t(`alertBuilder.preview.${plural}`, { count: issues })
              : t('alertBuilder.preview.valid')}
          </Badge>
        </S.PreviewHead>
        <S.CodeBlock
          data-testid="alert-json"
          tabIndex={0}
          aria-label={t('alertBuilder.preview.title')}
        >
          <code>{highlighted}</code>
        </S.CodeBlock>
        <ByteCounter message={message} />
        <S.Actions>
          <Button
            $variant="primary"
            disabled={issues > 0}
            aria-describedby={issues > 0 ? 'ab-copy-disabled' : undefined}
            onClick={() => void copy(message, t('alertBuilder.preview.copied'))}
          >
            {t('alertBuilder.preview.copy')}
          </Button>
          <Button
            $variant="secondary"
            onClick={() =>
              void copy(
                shareUrl(form, { origin: window.location.origin, pathname }),
                t('alertBuilder.preview.shareCopied'),
              )
            }
          >
            {t('alertBuilder.preview.share')}
          </Button>
        </S.Actions>
        {issues > 0 ? (
          <Muted $size="sm" id="ab-copy-disabled">
            {t('alertBuilder.preview.copyDisabled')}
          </Muted>
        ) : (
          <Muted $size="sm">{t('alertBuilder.preview.savedNote')}</Muted>
        )}
      </S.PreviewCard>

      <S.PreviewCard>
        <S.PreviewHead>
          <h2>{t('alertBuilder.preview.stepsTitle')}</h2>
        </S.PreviewHead>
        <S.Steps>
          <li>{t('alertBuilder.preview.step1')}</li>
          <li>
            {t(
              webhook.state === 'ready'
                ? 'alertBuilder.preview.step2Mine'
                : 'alertBuilder.preview.step2',
            )}
          </li>
          <li>{t('alertBuilder.preview.step3')}</li>
        </S.Steps>
        <WebhookUrlHint webhook={webhook} copy={copy} />
      </S.PreviewCard>
    </S.PreviewColumn>
  );
}
