// The alert builder's verdict on a pasted message in any format the receiver reads: the message
// as TradingView will fill it (each placeholder given a sample value) goes through the receiver's
// own reader (alert-reader.ts), so the builder and the receiver cannot disagree. What it accepts
// comes back as TickRelay's message with the member's placeholders put back, for the form.
import { SAMPLE_FILLED_VALUES } from '../alert-payload/alert-payload.samples';
import type { AlertTemplate } from '../alert-payload/alert-payload.schema';
import { isRecord } from '../alert-payload/alert-read-common';
import { readAlertMessage } from '../alert-payload/alert-reader';
import type { AlertFormat, AlertWarning } from '../alert-payload/alert-reader.types';
import { crossTradePairs } from '../alert-payload/formats/crosstrade';
import type { DeliveryCode } from '../webhooks/deliveries';

const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

export type TemplateRead =
  | { ok: true; format: AlertFormat; warnings: AlertWarning[]; message: AlertTemplate }
  | {
      ok: false;
      format: AlertFormat | null;
      warnings: AlertWarning[];
      code: DeliveryCode;
      /** JSON pointer in the member's message; null for the message as a whole. */
      field: string | null;
    };

/** The message's own top-level values, placeholders as written (JSON or CrossTrade pairs). */
function originalValues(text: string): Record<string, unknown> {
  try {
    const quoted = text.replace(/:\s*(\{\{[^{}"]*\}\})/g, ': "$1"');
    const value: unknown = JSON.parse(quoted);
    return isRecord(value) ? value : {};
  } catch {
    return crossTradePairs(text);
  }
}

/** The pasted message as TradingView will send it, read by the receiver's reader. */
export function readAlertTemplate(text: string): TemplateRead {
  const filled = text.replace(PLACEHOLDER, (name) => SAMPLE_FILLED_VALUES[name] ?? name);
  const read = readAlertMessage(filled);
  if (!read.ok) {
    const { format, warnings, code, field } = read;
    return { ok: false, format, warnings, code, field };
  }
  const original = originalValues(text);
  const message: Record<string, unknown> = { ...read.payload };
  for (const key of Object.keys(message)) {
    const source = read.fieldOf(key).slice(1);
    const value = original[source];
    if (typeof value === 'string' && value.includes('{{')) message[key] = value;
  }
  return {
    ok: true,
    format: read.format,
    warnings: read.warnings,
    message: message as AlertTemplate,
  };
}
