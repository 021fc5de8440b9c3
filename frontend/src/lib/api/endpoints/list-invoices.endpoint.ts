import type { InvoiceView } from '@tickrelay/contracts/billing/billing';
import { listInvoices as listInvoicesEndpoint } from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpointQuery } from '../use-endpoint';

/** GET /api/subscription/invoices: the member's invoices with their hosted and PDF links. */
export const listInvoices = async (
  _input?: void,
  options?: RequestOptions,
): Promise<InvoiceView[]> => (await callEndpoint(listInvoicesEndpoint, {}, options)).invoices;

/** The invoices, read on mount. */
export const useInvoices = () => useEndpointQuery(listInvoices);
