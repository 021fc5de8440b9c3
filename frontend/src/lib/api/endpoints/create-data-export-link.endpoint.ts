import { createDataExportLink as createDataExportLinkEndpoint } from '@tickrelay/contracts/endpoints/data-export.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/account/data-exports/:id/link: a 5-minute signed link to the member's ready export. */
export const createDataExportLink = (id: string, options?: RequestOptions) =>
  callEndpoint(createDataExportLinkEndpoint, { params: { id } }, options);

export const useCreateDataExportLink = () => useEndpoint(createDataExportLink);
