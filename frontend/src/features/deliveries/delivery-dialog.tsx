import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import { useEffect, useRef, useState } from 'react';

import { Alert, Button, Muted, Stack } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { useGetDelivery } from '@/lib/api/endpoints/get-delivery.endpoint';
import { billingErrorMessage, errorStatus } from '@/lib/billing/billing-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

import { DeliveryDetails } from './delivery-details';
import { DeliveryStatusBadge } from './delivery-status-badge';

export interface DeliveryDialogProps {
  deliveryId: string;
  onClose: () => void;
}

/** One delivery of the log, read by id (from the broker activity, whose alert caused an action). */
export function DeliveryDialog({ deliveryId, onClose }: DeliveryDialogProps) {
  const { t } = useI18n();
  const getDelivery = useGetDelivery();
  const close = useRef<HTMLButtonElement>(null);
  const [delivery, setDelivery] = useState<DeliveryView>();
  const [error, setError] = useState<unknown>(undefined);

  useEffect(() => {
    let current = true;
    getDelivery({ id: deliveryId }).then(
      (found) => current && setDelivery(found),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [getDelivery, deliveryId]);

  return (
    <Dialog
      title={t('deliveries.dialogTitle')}
      onClose={onClose}
      initialFocus={close}
      wide
      data-testid="delivery-dialog"
    >
      <Stack $gap={4} style={{ marginTop: 12 }}>
        {delivery ? (
          <>
            <div>
              <DeliveryStatusBadge status={delivery.status} />
            </div>
            <DeliveryDetails delivery={delivery} />
          </>
        ) : error !== undefined ? (
          <Alert tone="danger" data-testid="delivery-dialog-error">
            {errorStatus(error) === 404
              ? t('deliveries.dialogGone')
              : billingErrorMessage(error, t)}
          </Alert>
        ) : (
          <Muted role="status">{t('common.loading')}</Muted>
        )}
        <div>
          <Button ref={close} $variant="secondary" onClick={onClose}>
            {t('deliveries.dialogClose')}
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}
