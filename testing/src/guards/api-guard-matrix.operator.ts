// The operator console's rows of the guard matrix (issue 26): every route is @Operator(), so a
// visitor gets 401 and the matrix's member, who does not hold the role, 403 OPERATOR_REQUIRED,
// whatever the body or the member id.
import { randomUUID } from 'node:crypto';

import { type Endpoint, endpointPath } from '@tickrelay/contracts/endpoints/endpoint';
import {
  discardOperatorJob,
  extendOperatorMember,
  getOperatorFailedJob,
  getOperatorMoney,
  getOperatorPipeline,
  getOperatorQueues,
  listOperatorFailedJobs,
  getOperatorMember,
  listOperatorAudit,
  resendOperatorConfirmation,
  retryOperatorJob,
  searchOperatorMembers,
  suspendOperatorMember,
  unsuspendOperatorMember,
} from '@tickrelay/contracts/endpoints/operator.endpoints';

const OPERATOR_ONLY = {
  guard: 'operator' as const,
  visitor: [401, 'UNAUTHORIZED'] as const,
  member: [403, 'OPERATOR_REQUIRED'] as const,
};

function memberRoute(endpoint: Endpoint) {
  return {
    endpoint,
    method: endpoint.method,
    path: endpointPath(endpoint as Endpoint<'GET', '/api/operator/members/:memberId'>, {
      memberId: randomUUID(),
    }),
  };
}

function jobRoute(endpoint: Endpoint) {
  return {
    endpoint,
    method: endpoint.method,
    path: endpoint.path.replace(':queue', 'telemetry').replace(':jobId', randomUUID()),
  };
}

function plainRoute(endpoint: Endpoint) {
  return { endpoint, method: endpoint.method, path: endpoint.path };
}

export function operatorGuardRows() {
  return [
    {
      endpoint: searchOperatorMembers,
      method: searchOperatorMembers.method,
      path: `${searchOperatorMembers.path}?q=a`,
      body: () => undefined,
      ...OPERATOR_ONLY,
    },
    { ...memberRoute(getOperatorMember), body: () => undefined, ...OPERATOR_ONLY },
    {
      ...memberRoute(extendOperatorMember),
      body: () => ({ days: 7, reason: 'matrix' }),
      ...OPERATOR_ONLY,
    },
    {
      ...memberRoute(suspendOperatorMember),
      body: () => ({ reason: 'matrix' }),
      ...OPERATOR_ONLY,
    },
    { ...memberRoute(unsuspendOperatorMember), body: () => ({}), ...OPERATOR_ONLY },
    { ...memberRoute(resendOperatorConfirmation), body: () => ({}), ...OPERATOR_ONLY },
    { ...plainRoute(listOperatorAudit), body: () => undefined, ...OPERATOR_ONLY },
    { ...plainRoute(getOperatorMoney), body: () => undefined, ...OPERATOR_ONLY },
    { ...plainRoute(getOperatorPipeline), body: () => undefined, ...OPERATOR_ONLY },
    { ...plainRoute(getOperatorQueues), body: () => undefined, ...OPERATOR_ONLY },
    { ...jobRoute(listOperatorFailedJobs), body: () => undefined, ...OPERATOR_ONLY },
    { ...jobRoute(getOperatorFailedJob), body: () => undefined, ...OPERATOR_ONLY },
    { ...jobRoute(retryOperatorJob), body: () => ({}), ...OPERATOR_ONLY },
    { ...jobRoute(discardOperatorJob), body: () => ({}), ...OPERATOR_ONLY },
  ];
}
