/** A language's messages: namespace → nested keys → strings (arrays are indexed: `list.0.title`). */
export type MessageValue = string | number | boolean | null | MessageTree | MessageValue[];
export interface MessageTree {
  [key: string]: MessageValue;
}

export type TranslateParams = Record<string, string | number>;

function lookup(messages: MessageTree, key: string): string | undefined {
  let node: MessageValue | undefined = messages;
  for (const segment of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces {name} placeholders; unknown placeholders stay visible so a missing param shows. */
export function interpolate(template: string, params?: TranslateParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Looks up `<namespace>.<key…>`; falls back to the fallback messages (English), then to the key
 * itself so a missing translation is visible instead of an empty string.
 */
export function translate(
  messages: MessageTree | undefined,
  key: string,
  params?: TranslateParams,
  fallback?: MessageTree,
): string {
  const template =
    (messages && lookup(messages, key)) ?? (fallback && lookup(fallback, key)) ?? key;
  return interpolate(template, params);
}
