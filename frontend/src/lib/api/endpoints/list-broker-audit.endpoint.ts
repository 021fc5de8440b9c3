import {
  listBrokerAudit as listBrokerAuditEndpoint,
  type BrokerAuditQuery,
} from '@tickrelay/contracts/endpoints/broker.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';
import { withoutEmpty } from './list-deliveries.endpoint';

/** GET /api/broker/audit: one page of broker actions, newest first (`cursor` for older ones). */
export const listBrokerAudit = (query: BrokerAuditQuery, options?: RequestOptions) =>
  callEndpoint(listBrokerAuditEndpoint, { query: withoutEmpty(query) }, options);

export const useListBrokerAudit = () => useEndpoint(listBrokerAudit);
