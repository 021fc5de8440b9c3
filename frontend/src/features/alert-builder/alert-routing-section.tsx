// The alert form's "routing" section: which account the alert is for, the comment shown in the
// log, and the TradingView values (interval, position size) the message may carry.
import { Field, Input, TextArea } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { FIELD_PLACEHOLDERS, MAX_COMMENT_LENGTH } from './alert-builder';
import * as S from './alert-builder.styles';
import { OptionalTag, type AlertSectionProps, type InsertTarget } from './alert-form-fields';
import { PlaceholderMenu } from './placeholder-menu';

export function AlertRoutingSection({
  form,
  setField,
  fields: { errorOf, control },
  comment,
}: AlertSectionProps & { comment: InsertTarget<HTMLTextAreaElement> }) {
  const { t } = useI18n();
  const accountHint = t('alertBuilder.fields.accountHint');
  const commentHint = t('alertBuilder.fields.commentHint');
  const optional = <OptionalTag />;
  return (
    <S.SectionCard aria-labelledby="ab-section-routing">
      <S.SectionTitle id="ab-section-routing">{t('alertBuilder.sections.routing')}</S.SectionTitle>
      <Field
        htmlFor="ab-account"
        label={t('alertBuilder.fields.account')}
        hint={accountHint}
        error={errorOf('account')}
        aside={optional}
      >
        <Input
          {...control('account', accountHint)}
          value={form.account}
          onChange={(event) => setField('account', event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field
        htmlFor="ab-comment"
        label={t('alertBuilder.fields.comment')}
        hint={commentHint}
        error={errorOf('comment')}
        aside={
          <PlaceholderMenu
            fieldLabel={t('alertBuilder.fields.comment')}
            options={FIELD_PLACEHOLDERS.comment ?? []}
            onPick={comment.onPick}
          />
        }
      >
        <TextArea
          ref={comment.ref}
          {...control('comment', commentHint)}
          rows={3}
          value={form.comment}
          onChange={(event) => setField('comment', event.target.value)}
        />
        <S.Counter $over={form.comment.length > MAX_COMMENT_LENGTH} aria-hidden="true">
          {t('alertBuilder.fields.commentCount', {
            count: form.comment.length,
            max: MAX_COMMENT_LENGTH,
          })}
        </S.Counter>
      </Field>
      <S.CheckboxLabel>
        <input
          id="ab-includeInterval"
          type="checkbox"
          checked={form.includeInterval}
          onChange={(event) => setField('includeInterval', event.target.checked)}
          aria-describedby="ab-interval-hint"
        />
        <div>
          <strong>{t('alertBuilder.fields.includeInterval')}</strong>
          <span id="ab-interval-hint">{t('alertBuilder.fields.includeIntervalHint')}</span>
        </div>
      </S.CheckboxLabel>
      <S.CheckboxLabel>
        <input
          id="ab-includePositionSize"
          type="checkbox"
          checked={form.includePositionSize}
          onChange={(event) => setField('includePositionSize', event.target.checked)}
          aria-describedby="ab-position-size-hint"
        />
        <div>
          <strong>{t('alertBuilder.fields.includePositionSize')}</strong>
          <span id="ab-position-size-hint">{t('alertBuilder.fields.includePositionSizeHint')}</span>
        </div>
      </S.CheckboxLabel>
    </S.SectionCard>
  );
}
