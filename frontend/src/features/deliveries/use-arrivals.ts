// What the stream brought, for the eye and the ear: the ids of deliveries that arrived live (their
// rows flash once) and one sentence about the latest finished one for a polite live region.
import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import { useCallback, useState } from 'react';

import { useI18n } from '@/lib/i18n/i18n-context';

import { alertSummary } from './deliveries-table';

/** Ids remembered; older arrivals just stop flashing (their rows are long settled). */
const REMEMBERED = 200;

export interface Arrivals {
  liveIds: ReadonlySet<string>;
  /** The live region's text: the latest delivery that reached a final status. */
  announcement: string;
  record: (delivery: DeliveryView) => void;
}

export function useArrivals(): Arrivals {
  const { t, formatNumber } = useI18n();
  const [liveIds, setLiveIds] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  const record = useCallback(
    (delivery: DeliveryView) => {
      setLiveIds((current) => {
        if (current.has(delivery.id)) return current;
        const next = [...current, delivery.id].slice(-REMEMBERED);
        return new Set(next);
      });
      if (delivery.status === 'received') return;
      const order = alertSummary(delivery, formatNumber);
      setAnnouncement(
        t('deliveries.announce', {
          order: order || t('deliveries.unreadable'),
          status: t(`deliveries.statuses.${delivery.status}`),
        }),
      );
    },
    [t, formatNumber],
  );

  return { liveIds, announcement, record };
}
