// The member's saved alert templates (the alert builder). Every endpoint answers 401 to a visitor
// and 403 SUBSCRIPTION_REQUIRED to an account without an entitling membership (@Member()).
import type {
  AlertTemplateView,
  CreateAlertTemplateRequest,
  UpdateAlertTemplateRequest,
} from '../alert-templates/alert-templates';
import { endpoint } from './endpoint';

export interface AlertTemplateList {
  /** By name (case-insensitive), at most ALERT_TEMPLATE_LIMITS.perMember. */
  items: AlertTemplateView[];
}

export const listAlertTemplates = endpoint<{ response: AlertTemplateList }>()({
  method: 'GET',
  path: '/api/alert-templates',
  status: 200,
});

/**
 * 201. 400 VALIDATION_FAILED: an unknown field, a name outside 1–80 characters, or a message that
 * is not JSON, breaks ALERT_TEMPLATE_SCHEMA (details name the field: `message.takeProfit.ticks`)
 * or is over ALERT_TEMPLATE_LIMITS.messageMaxBytes (`message` → too_long). 409 CONFLICT with
 * details `{ name: 'duplicate' }` for a name the member already uses; 409 CONFLICT with details
 * `{ _body: 'too_many' }` past ALERT_TEMPLATE_LIMITS.perMember.
 */
export const createAlertTemplate = endpoint<{
  body: CreateAlertTemplateRequest;
  response: AlertTemplateView;
}>()({
  method: 'POST',
  path: '/api/alert-templates',
  status: 201,
});

/** As creation for the fields given; 404 NOT_FOUND for an unknown id or another member's. */
export const updateAlertTemplate = endpoint<{
  body: UpdateAlertTemplateRequest;
  response: AlertTemplateView;
}>()({
  method: 'PATCH',
  path: '/api/alert-templates/:id',
  status: 200,
});

/** 204; 404 NOT_FOUND for an unknown id or another member's. */
export const deleteAlertTemplate = endpoint<{ response: void }>()({
  method: 'DELETE',
  path: '/api/alert-templates/:id',
  status: 204,
});
