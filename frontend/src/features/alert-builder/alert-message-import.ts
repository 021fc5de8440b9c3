// The way back from a message to the form: a pasted alert message or a saved template is checked
// with the contracts' checkAlertMessage (the receiver's schema and byte limit) and turned into the
// builder's form, and each issue's field path is mapped to the form control that edits it.
import {
  ALERT_ACTIONS,
  EXIT_UNITS,
  ORDER_TYPES,
  PLACEHOLDERS,
  TIMES_IN_FORCE,
  type AlertTemplate,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import type {
  AlertFormat,
  AlertWarning,
} from '@tickrelay/contracts/alert-payload/alert-reader.types';
import {
  checkAlertMessage,
  type MessageIssue,
  type MessageIssueCode,
} from '@tickrelay/contracts/alert-templates/alert-message-check';
import {
  readAlertTemplate,
  type TemplateRead,
} from '@tickrelay/contracts/alert-templates/alert-template-reader';
import { ROOT_FIELD } from '@tickrelay/contracts/errors/detail-codes';

import { SENTIMENT_OPTIONS, type AlertField, type AlertForm, type ExitMode } from './alert-builder';
import { DEFAULT_PRESET, presetForm } from './alert-builder-presets';

/** Where an issue points in the form: the control's CSS selector and the label key of its field. */
export interface IssueTarget {
  selector: string;
  field: AlertField | 'action' | 'orderType';
}

const byId = (field: AlertField): IssueTarget => ({ selector: `#ab-${field}`, field });

/** The message's top-level keys → the form control that edits them. */
const TARGETS: Record<string, IssueTarget> = {
  ticker: byId('ticker'),
  action: { selector: 'input[name="ab-action"]:checked', field: 'action' },
  quantity: byId('quantity'),
  orderType: { selector: 'input[name="ab-orderType"]:checked', field: 'orderType' },
  price: byId('price'),
  takeProfit: byId('takeProfit'),
  stopLoss: byId('stopLoss'),
  sentiment: byId('sentiment'),
  id: byId('id'),
  time: byId('time'),
  max_lag: byId('maxLag'),
  account: byId('account'),
  comment: byId('comment'),
  interval: byId('includeInterval'),
  positionSize: byId('includePositionSize'),
};

/** The form control an issue points at; undefined for a field the form has not (an unknown key). */
export function issueTarget(issue: MessageIssue): IssueTarget | undefined {
  const [top = '', unit] = issue.path.split('.');
  const target = TARGETS[top];
  if (!target) return undefined;
  // An exit with no unit or two: the unit selector is what to change.
  if ((top === 'takeProfit' || top === 'stopLoss') && unit === undefined) {
    return { ...target, selector: `#ab-${top}-mode` };
  }
  return target;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

function exitOf(value: unknown): { mode: ExitMode; amount: string } {
  if (typeof value !== 'object' || value === null) return { mode: 'off', amount: '' };
  const [unit, amount] = Object.entries(value)[0] ?? [];
  return { mode: oneOf(EXIT_UNITS, unit, 'ticks'), amount: text(amount) };
}

/**
 * The form that writes this message (or its nearest: a fixed time becomes {{timenow}}). Values
 * the schema refused are carried over as they are, so the form's own checks show them too.
 */
export function formFromMessage(
  message: Partial<AlertTemplate> | Record<string, unknown>,
): AlertForm {
  const raw = message as Record<string, unknown>;
  const base = presetForm(DEFAULT_PRESET);
  const action =
    raw.action === PLACEHOLDERS.strategyOrderAction
      ? 'strategy'
      : oneOf(ALERT_ACTIONS, raw.action, 'buy');
  const takeProfit = exitOf(raw.takeProfit);
  const stopLoss = exitOf(raw.stopLoss);
  return {
    ...base,
    ticker: text(raw.ticker),
    action,
    quantity: text(raw.quantity),
    orderType: oneOf(ORDER_TYPES, raw.orderType, 'market'),
    price: text(raw.price),
    takeProfitMode: takeProfit.mode,
    takeProfit: takeProfit.amount,
    stopLossMode: stopLoss.mode,
    stopLoss: stopLoss.amount,
    timeInForce: oneOf(TIMES_IN_FORCE, raw.timeInForce, 'day'),
    sentiment: oneOf(SENTIMENT_OPTIONS, raw.sentiment, ''),
    id: text(raw.id),
    time: raw.time === undefined ? 'off' : raw.time === PLACEHOLDERS.time ? 'time' : 'timenow',
    maxLag: text(raw.max_lag),
    account: text(raw.account),
    comment: text(raw.comment),
    includeInterval: raw.interval !== undefined,
    includePositionSize: raw.positionSize !== undefined,
  };
}

export type MessageImport =
  | { ok: true; form: AlertForm; format: AlertFormat; warnings: AlertWarning[] }
  /** `form` is set when the text is a JSON object: the form can show it, issues and all. */
  | { ok: false; issues: MessageIssue[]; form: AlertForm | null };

/** The reader's codes that say more than the template schema's own issues. */
const READER_ISSUES: Partial<Record<string, MessageIssueCode>> = {
  ALERT_FIELD_MISSPELT: 'misspelt_field',
  ALERT_TRAILING_UNSUPPORTED: 'trailing_unsupported',
  ALERT_SIZING_UNSUPPORTED: 'sizing_unsupported',
  ALERT_FIELD_UNSUPPORTED: 'field_unsupported',
  ALERT_INVALID: 'invalid',
  ALERT_NOT_JSON: 'invalid_json',
  ALERT_UNFILLED_PLACEHOLDER: 'invalid',
  ALERT_INVALID_TEXT: 'invalid_characters',
};

/** The reader's refusal as the panel lists issues: '/takeProfit/percent' → takeProfit.percent. */
function readerIssue(read: Extract<TemplateRead, { ok: false }>): MessageIssue {
  const path = read.field === null ? ROOT_FIELD : read.field.slice(1).replace(/\//g, '.');
  const suggestion = read.warnings.find((warning) => warning.field === read.field)?.suggestion;
  return {
    path,
    code: READER_ISSUES[read.code] ?? 'invalid',
    ...(suggestion ? { suggestion } : {}),
  };
}

/**
 * Checks pasted or saved message text and, as far as it goes, turns it into the form. TickRelay's
 * own message is checked against the template schema (every issue, by field); any other message,
 * or ours with keys the schema does not know, is read by the receiver's reader: what it accepts
 * loads converted, with the format it was read as and the keys it did not use.
 */
export function importMessage(messageText: string): MessageImport {
  const result = checkAlertMessage(messageText);
  const unreadable =
    !result.ok &&
    result.issues.some(
      (issue) =>
        issue.code === 'unquoted_placeholder' ||
        (issue.path === ROOT_FIELD && issue.code === 'too_long'),
    );
  // The receiver's verdict on the message as TradingView will fill it: the last word.
  const read = unreadable ? null : readAlertTemplate(messageText);
  if (result.ok && read?.ok) {
    const warnings = read.warnings;
    return { ok: true, form: formFromMessage(result.message), format: 'tickrelay', warnings };
  }
  if (read?.ok) {
    const { format, warnings } = read;
    return { ok: true, form: formFromMessage(read.message), format, warnings };
  }
  // The schema's own issues name every field of TickRelay's message; the reader's say more for
  // another format, for its own codes, and for what only it checks (limits on numbers in quotes).
  const readerSaysMore =
    read !== null &&
    !(read.format === null && read.code === 'ALERT_NOT_JSON') &&
    (result.ok || read.format !== 'tickrelay' || READER_ISSUES[read.code] !== 'invalid');
  if (read && !read.ok && readerSaysMore) {
    return { ok: false, issues: [readerIssue(read)], form: null };
  }
  if (result.ok) return { ok: false, issues: [{ path: ROOT_FIELD, code: 'invalid' }], form: null };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(messageText.replace(/:\s*(\{\{[^{}"]*\}\})/g, ': "$1"'));
  } catch {
    parsed = null;
  }
  const form =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? formFromMessage(parsed)
      : null;
  return { ok: false, issues: result.issues, form };
}
