import { exportDeliveries as exportDeliveriesEndpoint } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import type { DeliveryFilters } from '@tickrelay/contracts/webhooks/deliveries';

import { withoutEmpty } from './list-deliveries.endpoint';

/**
 * GET /api/webhook/deliveries.csv with the log's filters, as a link: the browser downloads the
 * attachment itself with the session cookie (same origin), so nothing is held in memory here.
 */
export function exportDeliveriesHref(filters: DeliveryFilters): string {
  const query = new URLSearchParams(withoutEmpty(filters) as Record<string, string>).toString();
  return query ? `${exportDeliveriesEndpoint.path}?${query}` : exportDeliveriesEndpoint.path;
}
