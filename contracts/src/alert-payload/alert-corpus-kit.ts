// The corpus's entry shape and the helpers that write its entries (alert-corpus.ts).
import type { DeliveryCode } from '../webhooks/deliveries';
import type { AlertFormat, AlertReadCode } from './alert-reader.types';

export interface CorpusMessage {
  name: string;
  text: string;
  format: AlertFormat | null;
  /** Null: read as an order. Otherwise the reader's refusal, on `field`. */
  code: AlertReadCode | null;
  field?: string | null;
  /** A warning the delivery must list, by field. */
  warns?: string[];
  /** On a fresh paper account, for a message the reader accepts: executed or the code logged. */
  paper?: 'executed' | DeliveryCode;
}

export const json = (value: unknown): string => JSON.stringify(value);
export const ok = (
  name: string,
  text: string,
  format: AlertFormat,
  paper: CorpusMessage['paper'] = 'executed',
  warns?: string[],
): CorpusMessage => ({ name, text, format, code: null, paper, ...(warns ? { warns } : {}) });
export const no = (
  name: string,
  text: string,
  format: AlertFormat | null,
  code: AlertReadCode,
  field: string | null,
): CorpusMessage => ({ name, text, format, code, field });

export const buy = { ticker: 'MES1!', action: 'buy', quantity: 1, price: '6012.25' };
