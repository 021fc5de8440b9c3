// Checks an alert message as a member writes it in TradingView (or pastes it into the builder)
// against ALERT_TEMPLATE_SCHEMA and the webhook receiver's body limit, and says which field is
// wrong. The SPA cannot compile the schema with ajv (the site's CSP forbids eval), so this walks
// the schema itself: the few JSON Schema keywords the alert schemas use, with ajv's results (a
// parity test compares both) and the API's detail codes, one per field path.
import {
  ALERT_PAYLOAD_SCHEMA,
  ALERT_TEMPLATE_SCHEMA,
  type AlertTemplate,
} from '../alert-payload/alert-payload.schema';
import { type DetailCode, ROOT_FIELD } from '../errors/detail-codes';
import { ALERT_TEMPLATE_LIMITS } from './alert-templates';

/**
 * What is wrong, where: `path` is the field (`takeProfit.ticks`), ROOT_FIELD for the message as a
 * whole. Beyond the API's detail codes: `invalid_json` (not JSON at all) and
 * `unquoted_placeholder` (TradingView fills `{{close}}` in as is: unquoted, the message it sends
 * is valid JSON only by luck, and the receiver refuses a non-number like {{ticker}}).
 */
export type MessageIssueCode =
  | DetailCode
  | 'invalid_json'
  | 'unquoted_placeholder'
  /** The reader's own refusals (alert-template-reader.ts), for any format. */
  | 'misspelt_field'
  | 'trailing_unsupported'
  | 'sizing_unsupported'
  | 'field_unsupported';

export interface MessageIssue {
  path: string;
  code: MessageIssueCode;
  /** misspelt_field: the known field the key resembles. */
  suggestion?: string;
}

export type MessageCheck =
  | { ok: true; message: AlertTemplate; bytes: number }
  | { ok: false; issues: MessageIssue[]; bytes: number };

type Schema = boolean | SchemaObject;
interface SchemaObject {
  type?: string;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly Schema[];
  allOf?: readonly SchemaObject[];
  if?: Schema;
  then?: Schema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Readonly<Record<string, Schema>>;
  required?: readonly string[];
  additionalProperties?: boolean;
  minProperties?: number;
  maxProperties?: number;
}

/** When one field breaks several rules, the earliest code wins (the API's order). */
const PRIORITY: readonly MessageIssueCode[] = [
  'invalid_json',
  'unquoted_placeholder',
  'unknown_field',
  'required',
  'invalid_type',
  'too_short',
  'too_long',
  'invalid_choice',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  'invalid_format',
];
const rank = (code: MessageIssueCode): number => {
  const index = PRIORITY.indexOf(code);
  return index < 0 ? PRIORITY.length : index;
};

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const patterns = new Map<string, RegExp>();
const regex = (source: string): RegExp => {
  let compiled = patterns.get(source);
  if (!compiled) {
    compiled = new RegExp(source, 'u');
    patterns.set(source, compiled);
  }
  return compiled;
};

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    default:
      return false;
  }
}

/** A branch of anyOf "speaks to" a value when its type is the value's: its errors say more. */
const speaksTo = (schema: Schema, value: unknown): boolean =>
  typeof schema === 'object' &&
  schema.type !== undefined &&
  (typeMatches(schema.type, value) || (schema.type === 'integer' && typeof value === 'number'));

function best(issues: MessageIssue[]): MessageIssue[] {
  return issues.length === 0
    ? issues
    : [issues.reduce((a, b) => (rank(b.code) < rank(a.code) ? b : a))];
}

function checkAnyOf(branches: readonly Schema[], value: unknown, path: string): MessageIssue[] {
  const results = branches.map((branch) => walk(branch, value, path));
  if (results.some((issues) => issues.length === 0)) return [];
  const telling = branches.flatMap((branch, index) =>
    speaksTo(branch, value) ? (results[index] ?? []) : [],
  );
  if (telling.length > 0) return best(telling);
  if (value === null) return [{ path, code: 'required' }];
  const sameKindConst = branches.some(
    (branch) =>
      typeof branch === 'object' && 'const' in branch && typeof branch.const === typeof value,
  );
  return [{ path, code: sameKindConst ? 'invalid_choice' : 'invalid_type' }];
}

function checkScalar(schema: SchemaObject, value: unknown, path: string): MessageIssue[] {
  const issues: MessageIssue[] = [];
  const add = (code: MessageIssueCode) => issues.push({ path, code });
  if (schema.enum && !schema.enum.includes(value)) add('invalid_choice');
  if ('const' in schema && schema.const !== value) add('invalid_choice');
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) add('too_short');
    if (schema.maxLength !== undefined && length > schema.maxLength) add('too_long');
    if (schema.pattern !== undefined && !regex(schema.pattern).test(value)) add('invalid_format');
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) add('too_small');
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
      add('too_small');
    }
    if (schema.maximum !== undefined && value > schema.maximum) add('too_large');
  }
  return best(issues);
}

function checkObject(
  schema: SchemaObject,
  value: Record<string, unknown>,
  path: string,
): MessageIssue[] {
  const issues: MessageIssue[] = [];
  const keys = Object.keys(value);
  for (const key of schema.required ?? []) {
    if (!(key in value)) issues.push({ path: join(path, key), code: 'required' });
  }
  for (const key of keys) {
    const property = schema.properties?.[key];
    if (property === undefined) {
      if (schema.additionalProperties === false) {
        issues.push({ path: join(path, key), code: 'unknown_field' });
      }
    } else {
      issues.push(...walk(property, value[key], join(path, key)));
    }
  }
  if (schema.minProperties !== undefined && keys.length < schema.minProperties) {
    issues.push({ path, code: 'too_few' });
  }
  if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) {
    issues.push({ path, code: 'too_many' });
  }
  return issues;
}

function walk(schema: Schema, value: unknown, path: string): MessageIssue[] {
  if (schema === true) return [];
  if (schema === false) return [{ path, code: 'invalid' }];
  if (schema.anyOf) return checkAnyOf(schema.anyOf, value, path);
  if (schema.type !== undefined && !typeMatches(schema.type, value)) {
    return [{ path, code: value === null ? 'required' : 'invalid_type' }];
  }
  const issues = isObject(value) ? checkObject(schema, value, path) : [];
  issues.push(...checkScalar(schema, value, path));
  for (const part of schema.allOf ?? []) {
    const applies = part.if === undefined || walk(part.if, value, path).length === 0;
    if (applies && part.then !== undefined) issues.push(...walk(part.then, value, path));
  }
  return issues;
}

/** One issue per field, the most telling one, in the order the fields appear. */
function perField(issues: MessageIssue[]): MessageIssue[] {
  const byPath = new Map<string, MessageIssue>();
  for (const issue of issues) {
    const seen = byPath.get(issue.path);
    if (!seen || rank(issue.code) < rank(seen.code)) byPath.set(issue.path, issue);
  }
  return [...byPath.values()];
}

/** The issues of an already parsed message against ALERT_TEMPLATE_SCHEMA. */
export function checkAlertTemplate(message: unknown): MessageIssue[] {
  return perField(walk(ALERT_TEMPLATE_SCHEMA as unknown as Schema, message, '')).map((issue) =>
    issue.path === '' ? { ...issue, path: ROOT_FIELD } : issue,
  );
}

/** The issues of a message already mapped to the payload (placeholders filled) against ALERT_PAYLOAD_SCHEMA. */
export function checkAlertPayload(message: unknown): MessageIssue[] {
  return perField(walk(ALERT_PAYLOAD_SCHEMA as unknown as Schema, message, '')).map((issue) =>
    issue.path === '' ? { ...issue, path: ROOT_FIELD } : issue,
  );
}

/** UTF-8 bytes of the text: what the webhook receiver counts against its limit. */
export function utf8Bytes(text: string): number {
  // Counted by hand: the contracts build has neither the DOM's TextEncoder nor Node's Buffer.
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // A lone surrogate is sent as U+FFFD, three bytes, like TextEncoder writes it.
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const UNQUOTED_PLACEHOLDER = /"([^"\\]+)"\s*:\s*(\{\{[^{}"]*\}\})/g;

/**
 * The message text as TradingView's Message field holds it: its size, JSON, the schema. An
 * unquoted placeholder is named with its field rather than reported as broken JSON.
 */
export function checkAlertMessage(text: string): MessageCheck {
  const bytes = utf8Bytes(text);
  const fail = (issues: MessageIssue[]): MessageCheck => ({ ok: false, issues, bytes });
  if (bytes > ALERT_TEMPLATE_LIMITS.messageMaxBytes) {
    return fail([{ path: ROOT_FIELD, code: 'too_long' }]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const unquoted = [...text.matchAll(UNQUOTED_PLACEHOLDER)].map((match): MessageIssue => ({
      path: match[1] ?? ROOT_FIELD,
      code: 'unquoted_placeholder',
    }));
    return fail(unquoted.length > 0 ? unquoted : [{ path: ROOT_FIELD, code: 'invalid_json' }]);
  }
  const issues = checkAlertTemplate(parsed);
  return issues.length > 0 ? fail(issues) : { ok: true, message: parsed as AlertTemplate, bytes };
}
