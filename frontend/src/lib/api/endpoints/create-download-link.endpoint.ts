import { createDownloadLink as createDownloadLinkEndpoint } from '@tickrelay/contracts/endpoints/downloads.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * POST /api/downloads/:id/link (member-only): a signed link to a member-only file that works for
 * 5 minutes. 401 for a visitor, 403 SUBSCRIPTION_REQUIRED without an entitlement.
 */
export const createDownloadLink = (id: string, options?: RequestOptions) =>
  callEndpoint(createDownloadLinkEndpoint, { params: { id } }, options);

export const useCreateDownloadLink = () => useEndpoint(createDownloadLink);
