import { requestDataExport as requestDataExportEndpoint } from '@tickrelay/contracts/endpoints/data-export.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * POST /api/account/data-exports: asks the worker for a copy of the member's data. 409
 * DATA_EXPORT_IN_PROGRESS while one is prepared, 429 past three a day.
 */
export const requestDataExport = async (_input?: void, options?: RequestOptions) =>
  (await callEndpoint(requestDataExportEndpoint, {}, options)).export;

export const useRequestDataExport = () => useEndpoint(requestDataExport);
