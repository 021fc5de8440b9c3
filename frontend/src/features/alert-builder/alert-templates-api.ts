// The alert templates endpoints, called through the api client (retries, refresh on 401). Kept
// in the feature: nothing else in the SPA uses them.
import type { CreateAlertTemplateRequest } from '@tickrelay/contracts/alert-templates/alert-templates';
import {
  createAlertTemplate,
  deleteAlertTemplate,
  listAlertTemplates,
  updateAlertTemplate,
} from '@tickrelay/contracts/endpoints/alert-templates.endpoints';

import { callEndpoint } from '@/lib/api/call-endpoint';

export const templatesApi = {
  list: () => callEndpoint(listAlertTemplates),
  create: (body: CreateAlertTemplateRequest) => callEndpoint(createAlertTemplate, { body }),
  rename: (id: string, name: string) =>
    callEndpoint(updateAlertTemplate, { params: { id }, body: { name } }),
  remove: (id: string) => callEndpoint(deleteAlertTemplate, { params: { id } }),
};
