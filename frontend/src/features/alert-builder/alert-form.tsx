// The editable side of the builder: four sections of fields with live, localised validation.
import {
  ORDER_TYPES,
  TIMES_IN_FORCE,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import { useLayoutEffect, useRef, type RefObject } from 'react';

import { describedBy, Field, Input, Select, TextArea } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  ACTIONS,
  FIELD_PLACEHOLDERS,
  MAX_COMMENT_LENGTH,
  MAX_QUANTITY,
  opensPosition,
  type AlertErrors,
  type AlertField,
  type AlertForm as AlertFormModel,
} from './alert-builder';
import * as S from './alert-builder.styles';
import { ExitField } from './exit-field';
import { PlaceholderMenu } from './placeholder-menu';
import { SegmentedControl } from './segmented-control';
import type { AlertFormState } from './use-alert-form';

interface AlertFormProps {
  form: AlertFormModel;
  errors: AlertErrors;
  setField: AlertFormState['setField'];
}

export function AlertForm({ form, errors, setField }: AlertFormProps) {
  const { t } = useI18n();
  const symbolRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const commentCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    // Put the caret right after a placeholder inserted into the comment.
    if (commentCaret.current === null || !commentRef.current) return;
    commentRef.current.focus();
    commentRef.current.setSelectionRange(commentCaret.current, commentCaret.current);
    commentCaret.current = null;
  }, [form.comment]);

  const errorOf = (field: AlertField): string | undefined => {
    const error = errors[field];
    return error ? t(`alertBuilder.errors.${error.code}`, error.params) : undefined;
  };
  const control = (field: AlertField, hint?: string) => {
    const error = errorOf(field);
    const id = `ab-${field}`;
    return {
      id,
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy(id, { hint, error }),
      $invalid: Boolean(error),
    };
  };
  const replaceWith =
    (field: 'symbol' | 'quantity' | 'price', input: RefObject<HTMLInputElement | null>) =>
    (placeholder: string): void => {
      setField(field, placeholder);
      input.current?.focus();
    };
  const insertIntoComment = (placeholder: string): void => {
    const area = commentRef.current;
    const start = area?.selectionStart ?? form.comment.length;
    const end = area?.selectionEnd ?? start;
    commentCaret.current = start + placeholder.length;
    setField('comment', form.comment.slice(0, start) + placeholder + form.comment.slice(end));
  };

  const symbolHint = t('alertBuilder.fields.symbolHint');
  const quantityHint = t('alertBuilder.fields.quantityHint', { max: MAX_QUANTITY });
  const priceHint = t('alertBuilder.fields.priceHint');
  const accountHint = t('alertBuilder.fields.accountHint');
  const commentHint = t('alertBuilder.fields.commentHint');
  const priceLabel = t(
    form.orderType === 'stop' ? 'alertBuilder.fields.priceStop' : 'alertBuilder.fields.priceLimit',
  );

  return (
    <S.FormColumn
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('alertBuilder.heading')}
    >
      <S.SectionCard aria-labelledby="ab-section-instrument">
        <S.SectionTitle id="ab-section-instrument">
          {t('alertBuilder.sections.instrument')}
        </S.SectionTitle>
        <Field
          htmlFor="ab-symbol"
          label={t('alertBuilder.fields.symbol')}
          hint={symbolHint}
          error={errorOf('symbol')}
          aside={
            <PlaceholderMenu
              fieldLabel={t('alertBuilder.fields.symbol')}
              options={FIELD_PLACEHOLDERS.symbol ?? []}
              onPick={replaceWith('symbol', symbolRef)}
            />
          }
        >
          <Input
            ref={symbolRef}
            {...control('symbol', symbolHint)}
            value={form.symbol}
            onChange={(event) => setField('symbol', event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </Field>
        <SegmentedControl
          name="ab-action"
          label={t('alertBuilder.fields.action')}
          value={form.action}
          options={ACTIONS.map((value) => ({ value, label: t(`alertBuilder.actions.${value}`) }))}
          onChange={(value) => setField('action', value)}
          hint={t(`alertBuilder.actions.${form.action}Hint`)}
        />
      </S.SectionCard>

      <S.SectionCard aria-labelledby="ab-section-order">
        <S.SectionTitle id="ab-section-order">{t('alertBuilder.sections.order')}</S.SectionTitle>
        {opensPosition(form.action) ? (
          <>
            <S.Row>
              <Field
                htmlFor="ab-quantity"
                label={t('alertBuilder.fields.quantity')}
                hint={quantityHint}
                error={errorOf('quantity')}
                aside={
                  <PlaceholderMenu
                    fieldLabel={t('alertBuilder.fields.quantity')}
                    options={FIELD_PLACEHOLDERS.quantity ?? []}
                    onPick={replaceWith('quantity', quantityRef)}
                  />
                }
              >
                <Input
                  ref={quantityRef}
                  {...control('quantity', quantityHint)}
                  value={form.quantity}
                  onChange={(event) => setField('quantity', event.target.value)}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </Field>
              <Field htmlFor="ab-timeInForce" label={t('alertBuilder.fields.timeInForce')}>
                <Select
                  id="ab-timeInForce"
                  value={form.timeInForce}
                  onChange={(event) =>
                    setField('timeInForce', event.target.value as AlertFormModel['timeInForce'])
                  }
                >
                  {TIMES_IN_FORCE.map((value) => (
                    <option key={value} value={value}>
                      {t(`alertBuilder.timeInForce.${value}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            </S.Row>
            <SegmentedControl
              name="ab-orderType"
              label={t('alertBuilder.fields.orderType')}
              value={form.orderType}
              options={ORDER_TYPES.map((value) => ({
                value,
                label: t(`alertBuilder.orderTypes.${value}`),
              }))}
              onChange={(value) => setField('orderType', value)}
            />
            {form.orderType !== 'market' && (
              <Field
                htmlFor="ab-price"
                label={priceLabel}
                hint={priceHint}
                error={errorOf('price')}
                aside={
                  <PlaceholderMenu
                    fieldLabel={priceLabel}
                    options={FIELD_PLACEHOLDERS.price ?? []}
                    onPick={replaceWith('price', priceRef)}
                  />
                }
              >
                <Input
                  ref={priceRef}
                  {...control('price', priceHint)}
                  value={form.price}
                  onChange={(event) => setField('price', event.target.value)}
                  inputMode="decimal"
                  autoComplete="off"
                />
              </Field>
            )}
          </>
        ) : (
          <S.NoteText>{t('alertBuilder.fields.quantityNotUsed')}</S.NoteText>
        )}
      </S.SectionCard>

      {opensPosition(form.action) && (
        <S.SectionCard aria-labelledby="ab-section-exits">
          <S.SectionTitle id="ab-section-exits">{t('alertBuilder.sections.exits')}</S.SectionTitle>
          <S.SectionHint>{t('alertBuilder.sections.exitsHint')}</S.SectionHint>
          <S.Row>
            <ExitField
              field="takeProfit"
              label={t('alertBuilder.fields.takeProfit')}
              mode={form.takeProfitMode}
              value={form.takeProfit}
              error={errorOf('takeProfit')}
              onModeChange={(mode) => setField('takeProfitMode', mode)}
              onValueChange={(value) => setField('takeProfit', value)}
            />
            <ExitField
              field="stopLoss"
              label={t('alertBuilder.fields.stopLoss')}
              mode={form.stopLossMode}
              value={form.stopLoss}
              error={errorOf('stopLoss')}
              onModeChange={(mode) => setField('stopLossMode', mode)}
              onValueChange={(value) => setField('stopLoss', value)}
            />
          </S.Row>
        </S.SectionCard>
      )}

      <S.SectionCard aria-labelledby="ab-section-routing">
        <S.SectionTitle id="ab-section-routing">
          {t('alertBuilder.sections.routing')}
        </S.SectionTitle>
        <Field
          htmlFor="ab-account"
          label={t('alertBuilder.fields.account')}
          hint={accountHint}
          error={errorOf('account')}
          aside={<S.OptionalTag>{t('alertBuilder.fields.accountOptional')}</S.OptionalTag>}
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
              onPick={insertIntoComment}
            />
          }
        >
          <TextArea
            ref={commentRef}
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
            type="checkbox"
            checked={form.includeBarInfo}
            onChange={(event) => setField('includeBarInfo', event.target.checked)}
            aria-describedby="ab-bar-hint"
          />
          <div>
            <strong>{t('alertBuilder.fields.includeBarInfo')}</strong>
            <span id="ab-bar-hint">{t('alertBuilder.fields.includeBarInfoHint')}</span>
          </div>
        </S.CheckboxLabel>
      </S.SectionCard>
    </S.FormColumn>
  );
}
