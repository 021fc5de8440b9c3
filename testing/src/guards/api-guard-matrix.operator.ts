// The operator console's rows of the guard matrix (issue 26): every route is @Operator(), so a
// visitor gets 401 and the matrix's member, who does not hold the role, 403 OPERATOR_REQUIRED,
// whatever the body or the member id.
import { randomUUID } from 'node:crypto';

import { type Endpoint, endpointPath } from '@tickrelay/contracts/endpoints/endpoint';
import {
  extendOperatorMember,
  getOperatorMember,
  listOperatorAudit,
  resendOperatorConfirmation,
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
    {
      endpoint: listOperatorAudit,
      method: listOperatorAudit.method,
      path: listOperatorAudit.path,
      body: () => undefined,
      ...OPERATOR_ONLY,
    },
  ];
}
