import type { QueryOf } from '@tickrelay/contracts/endpoints/endpoint';
import { listOperatorAudit as listOperatorAuditEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/operator/audit: the newest audit rows, one member's when memberId is given. */
export const listOperatorAudit = (
  query: QueryOf<typeof listOperatorAuditEndpoint>,
  options?: RequestOptions,
) => callEndpoint(listOperatorAuditEndpoint, { query }, options);

export const useListOperatorAudit = () => useEndpoint(listOperatorAudit);
