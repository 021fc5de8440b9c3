import {
  type DataExportView,
  listDataExports as listDataExportsEndpoint,
} from '@tickrelay/contracts/endpoints/data-export.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpointQuery } from '../use-endpoint';

/** GET /api/account/data-exports: the member's data exports, newest first. */
export const listDataExports = async (
  _input?: void,
  options?: RequestOptions,
): Promise<DataExportView[]> => (await callEndpoint(listDataExportsEndpoint, {}, options)).exports;

/** The list, read on mount; `reload()` reads it again (the card polls while one is prepared). */
export const useDataExportList = () => useEndpointQuery(listDataExports);
