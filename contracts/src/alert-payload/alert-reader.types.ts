// What the alert-message reader (alert-reader.ts) says of one message: the format it was read as,
// the order it maps to, or why it was refused; and the keys it did not use (warnings).

/**
 * tickrelay: TickRelay's own JSON. traderspost, pickmytrade: those products' JSON signals.
 * crosstrade: CrossTrade's `key=value;` commands. tradingview: the sentence a strategy alert sends
 * when its author never edited the message.
 */
export const ALERT_FORMATS = [
  'tickrelay',
  'traderspost',
  'pickmytrade',
  'crosstrade',
  'tradingview',
] as const;
export type AlertFormat = (typeof ALERT_FORMATS)[number];

/**
 * unknown_field: a key no format knows, kept in the raw body and not used.
 * ignored_field: a key of another product that has no meaning here (its secret, its routing).
 * misspelt_field: a key that looks like a typo of a known one (the alert is refused).
 */
export const ALERT_WARNING_CODES = ['unknown_field', 'ignored_field', 'misspelt_field'] as const;
export type AlertWarningCode = (typeof ALERT_WARNING_CODES)[number];

export interface AlertWarning {
  /** The key as a JSON pointer into the message ('/exchange', '/multiple_accounts'). */
  field: string;
  code: AlertWarningCode;
  /** For misspelt_field: the known key it resembles. */
  suggestion?: string;
}

/** Warnings a delivery keeps at most (a message of 500 unknown keys lists the first ones). */
export const ALERT_WARNINGS_MAX = 20;

/** The delivery codes a reading can end with (ALERT_INVALID_TEXT: the caller's inspector's). */
export type AlertReadCode =
  | 'ALERT_NOT_JSON'
  | 'ALERT_INVALID'
  | 'ALERT_INVALID_TEXT'
  | 'ALERT_UNFILLED_PLACEHOLDER'
  | 'ALERT_FIELD_MISSPELT'
  | 'ALERT_TRAILING_UNSUPPORTED'
  | 'ALERT_SIZING_UNSUPPORTED'
  | 'ALERT_FIELD_UNSUPPORTED';
