// /tools/alert-builder: builds the JSON message of a TradingView alert for the member's webhook.
import { useMemo } from 'react';

import { PageMeta } from '@/components/page-meta';
import { Alert, Badge, Button, Container, Heading, Muted } from '@/components/ui';
import { formatAlertMessage } from '@/features/alert-builder/alert-builder';
import { matchingPreset, PRESET_IDS } from '@/features/alert-builder/alert-builder-presets';
import * as S from '@/features/alert-builder/alert-builder.styles';
import { AlertForm } from '@/features/alert-builder/alert-form';
import { AlertPreview } from '@/features/alert-builder/alert-preview';
import { isValid, validateAlert } from '@/features/alert-builder/alert-validation';
import { PasteMessagePanel } from '@/features/alert-builder/paste-message-panel';
import { TemplatesPanel } from '@/features/alert-builder/templates-panel';
import { useAlertForm } from '@/features/alert-builder/use-alert-form';
import { useI18n } from '@/lib/i18n/i18n-context';

export default function AlertBuilderPage() {
  const { t } = useI18n();
  const { form, setField, applyPreset, reset, load, migration, dismissMigration } = useAlertForm();
  const errors = useMemo(() => validateAlert(form), [form]);
  const message = useMemo(() => formatAlertMessage(form), [form]);
  const activePreset = matchingPreset(form);

  return (
    <S.Page>
      <PageMeta
        title={t('alertBuilder.metaTitle')}
        description={t('alertBuilder.metaDescription')}
      />
      <Container>
        <S.Header>
          <Badge $tone="primary">{t('alertBuilder.badge')}</Badge>
          <Heading as="h1" $size="h1" data-testid="page-heading">
            {t('alertBuilder.heading')}
          </Heading>
          <Muted $size="lg">{t('alertBuilder.intro')}</Muted>
        </S.Header>

        <S.PresetBar role="group" aria-labelledby="ab-presets-label">
          <S.PresetLabel id="ab-presets-label">{t('alertBuilder.presets.label')}</S.PresetLabel>
          {PRESET_IDS.map((id) => (
            <Button
              key={id}
              $size="sm"
              $variant={activePreset === id ? 'primary' : 'secondary'}
              aria-pressed={activePreset === id}
              title={t(`alertBuilder.presets.${id}Hint`)}
              onClick={() => applyPreset(id)}
            >
              {t(`alertBuilder.presets.${id}`)}
            </Button>
          ))}
          <Button $size="sm" $variant="ghost" onClick={reset}>
            {t('alertBuilder.presets.reset')}
          </Button>
        </S.PresetBar>
        <S.PresetHint data-testid="preset-hint">
          {activePreset ? t(`alertBuilder.presets.${activePreset}Hint`) : ''}
        </S.PresetHint>

        <S.Tools>
          <PasteMessagePanel onLoad={load} />
        </S.Tools>

        {migration && (
          <S.LegacyNotice>
            <Alert
              tone="warning"
              title={t('alertBuilder.legacy.title')}
              data-testid="legacy-notice"
            >
              <p>{t('alertBuilder.legacy.text')}</p>
              {migration.priceExitsDropped && <p>{t('alertBuilder.legacy.priceExits')}</p>}
              <Button $size="sm" $variant="secondary" onClick={dismissMigration}>
                {t('alertBuilder.legacy.dismiss')}
              </Button>
            </Alert>
          </S.LegacyNotice>
        )}

        <S.Columns>
          <AlertForm form={form} errors={errors} setField={setField} />
          <AlertPreview form={form} errors={errors} />
        </S.Columns>
        <S.TemplatesRow>
          <TemplatesPanel message={message} valid={isValid(errors)} onLoad={load} />
        </S.TemplatesRow>
      </Container>
    </S.Page>
  );
}
