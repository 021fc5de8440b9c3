// The editable side of the builder: every field of the alert payload, in five sections, with
// live, localised validation. Fields that do not apply to the chosen action are hidden.
import { ORDER_TYPES, PLACEHOLDERS } from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import { useLayoutEffect, useRef, type RefObject } from 'react';

import { Field, Input, Select } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  ACTIONS,
  FIELD_PLACEHOLDERS,
  MAX_QUANTITY,
  needsPrice,
  placesOrder,
  SENTIMENT_OPTIONS,
  takesExits,
  takesPrice,
  takesQuantity,
  takesSentiment,
  type AlertForm as AlertFormModel,
  type SentimentOption,
} from './alert-builder';
import * as S from './alert-builder.styles';
import { AlertChecksSection } from './alert-checks-section';
import { OptionalTag, useFieldControls } from './alert-form-fields';
import { AlertRoutingSection } from './alert-routing-section';
import type { AlertErrors } from './alert-validation';
import { ExitField } from './exit-field';
import { PlaceholderMenu } from './placeholder-menu';
import { RolloverNotice } from './rollover-notice';
import { SegmentedControl } from './segmented-control';
import { TickerSuggestions } from './ticker-suggestions';
import type { AlertFormState } from './use-alert-form';

interface AlertFormProps {
  form: AlertFormModel;
  errors: AlertErrors;
  setField: AlertFormState['setField'];
}

type TextField = 'id' | 'comment';

const sentimentKey = (option: SentimentOption): string =>
  option === '' ? 'none' : option === PLACEHOLDERS.strategyMarketPosition ? 'strategy' : option;

export function AlertForm({ form, errors, setField }: AlertFormProps) {
  const { t } = useI18n();
  const tickerRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<{ field: TextField; at: number } | null>(null);

  useLayoutEffect(() => {
    // Put the caret right after a placeholder inserted into the id or the comment.
    const pending = caret.current;
    if (!pending) return;
    const element = pending.field === 'id' ? idRef.current : commentRef.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(pending.at, pending.at);
    caret.current = null;
  }, [form.id, form.comment]);

  const fields = useFieldControls(errors);
  const { errorOf, control } = fields;
  const replaceWith =
    (field: 'ticker' | 'quantity' | 'price', input: RefObject<HTMLInputElement | null>) =>
    (placeholder: string): void => {
      setField(field, placeholder);
      input.current?.focus();
    };
  const insertInto =
    (field: TextField, input: RefObject<HTMLInputElement | HTMLTextAreaElement | null>) =>
    (placeholder: string): void => {
      const current = form[field];
      const start = input.current?.selectionStart ?? current.length;
      const end = input.current?.selectionEnd ?? start;
      caret.current = { field, at: start + placeholder.length };
      setField(field, current.slice(0, start) + placeholder + current.slice(end));
    };

  const tickerHint = t('alertBuilder.fields.tickerHint');
  const quantityHint = t(
    placesOrder(form.action)
      ? 'alertBuilder.fields.quantityHint'
      : 'alertBuilder.fields.quantityReverseHint',
    { max: MAX_QUANTITY },
  );
  const priceHint = t(
    needsPrice(form) ? 'alertBuilder.fields.priceHint' : 'alertBuilder.fields.priceMarketHint',
  );
  const priceLabel = t(
    !needsPrice(form)
      ? 'alertBuilder.fields.priceMarket'
      : form.orderType === 'stop'
        ? 'alertBuilder.fields.priceStop'
        : 'alertBuilder.fields.priceLimit',
  );
  const sentimentHint = t('alertBuilder.fields.sentimentHint');
  const optional = <OptionalTag />;

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
          htmlFor="ab-ticker"
          label={t('alertBuilder.fields.ticker')}
          hint={tickerHint}
          error={errorOf('ticker')}
          aside={
            <PlaceholderMenu
              fieldLabel={t('alertBuilder.fields.ticker')}
              options={FIELD_PLACEHOLDERS.ticker ?? []}
              onPick={replaceWith('ticker', tickerRef)}
            />
          }
        >
          <Input
            ref={tickerRef}
            {...control('ticker', tickerHint)}
            value={form.ticker}
            onChange={(event) => setField('ticker', event.target.value)}
            list="ab-ticker-roots"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </Field>
        <TickerSuggestions id="ab-ticker-roots" />
        <RolloverNotice ticker={form.ticker} onReplace={(ticker) => setField('ticker', ticker)} />
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
        {form.action === 'exit' && <S.NoteText>{t('alertBuilder.fields.exitNote')}</S.NoteText>}
        {form.action === 'cancel' && <S.NoteText>{t('alertBuilder.fields.cancelNote')}</S.NoteText>}
        {takesQuantity(form.action) && (
          <S.Row>
            <Field
              htmlFor="ab-quantity"
              label={t('alertBuilder.fields.quantity')}
              hint={quantityHint}
              error={errorOf('quantity')}
              aside={
                placesOrder(form.action) ? (
                  <PlaceholderMenu
                    fieldLabel={t('alertBuilder.fields.quantity')}
                    options={FIELD_PLACEHOLDERS.quantity ?? []}
                    onPick={replaceWith('quantity', quantityRef)}
                  />
                ) : (
                  optional
                )
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
            {/* No time-in-force control: the field is accepted and logged but neither the paper
                account nor the Tradovate order applies it yet, so the builder does not offer it. */}
          </S.Row>
        )}
        {placesOrder(form.action) && (
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
        )}
        {takesPrice(form.action) && (
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
        {takesSentiment(form.action) && (
          <Field
            htmlFor="ab-sentiment"
            label={t('alertBuilder.fields.sentiment')}
            hint={sentimentHint}
          >
            <Select
              {...control('sentiment', sentimentHint)}
              value={form.sentiment}
              onChange={(event) => setField('sentiment', event.target.value as SentimentOption)}
            >
              {SENTIMENT_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`alertBuilder.sentiments.${sentimentKey(value)}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </S.SectionCard>

      {takesExits(form.action) && (
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
      <AlertChecksSection
        form={form}
        setField={setField}
        fields={fields}
        id={{ ref: idRef, onPick: insertInto('id', idRef) }}
      />
      <AlertRoutingSection
        form={form}
        setField={setField}
        fields={fields}
        comment={{ ref: commentRef, onPick: insertInto('comment', commentRef) }}
      />
    </S.FormColumn>
  );
}
