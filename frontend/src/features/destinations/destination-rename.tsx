import {
  DESTINATION_LIMITS,
  type DestinationView,
} from '@tickrelay/contracts/destinations/destinations';
import styled from 'styled-components';

import { Alert, Button, Field, Input, Stack } from '@/components/ui';
import { ApiError } from '@/lib/api/api-client';
import { useUpdateDestination } from '@/lib/api/endpoints/update-destination.endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

import { checkLabel, destinationFieldMessage } from './destination-validation';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  > :first-child {
    flex: 1 1 220px;
  }

  button {
    margin-top: 28px;
  }
`;

export interface DestinationRenameProps {
  destination: DestinationView;
  onRenamed: (destination: DestinationView) => void;
  onCancel: () => void;
}

/** A new label for a destination (the log keeps the label each relay was made with). */
export function DestinationRename({ destination, onRenamed, onCancel }: DestinationRenameProps) {
  const { t } = useI18n();
  const update = useUpdateDestination();
  const id = `destination-${destination.id}-label`;
  const form = useForm<{ label: string }, DestinationView>({
    initialValues: { label: destination.label },
    checks: { label: checkLabel },
    fieldMessage: (field, code, translate) =>
      destinationFieldMessage(field, code, translate, destination.kind),
    problemOf: (error, translate) => {
      const detail = error instanceof ApiError ? error.details?.label : undefined;
      return detail
        ? {
            fields: {
              label: destinationFieldMessage('label', detail, translate, destination.kind),
            },
          }
        : { fields: {}, form: billingErrorMessage(error, translate) };
    },
    submit: ({ label }) => update({ id: destination.id, body: { label: label.trim() } }),
    onSuccess: (renamed) => onRenamed(renamed),
  });

  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="destination-rename">
      <Stack $gap={2}>
        <Row>
          <Field
            htmlFor={id}
            label={t('destinations.form.label')}
            hint={t('destinations.rename.hint', { max: DESTINATION_LIMITS.labelMaxChars })}
            error={form.errors.label}
          >
            <Input {...form.field('label', { id, hint: true })} />
          </Field>
          <Button type="submit" $size="sm" disabled={form.submitting}>
            {t('destinations.rename.save')}
          </Button>
          <Button $size="sm" $variant="secondary" onClick={onCancel} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
        </Row>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      </Stack>
    </form>
  );
}
