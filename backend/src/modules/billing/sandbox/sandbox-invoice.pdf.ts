import PDFDocument from 'pdfkit';

import { formatDay, formatMoney, sandboxText as t } from './sandbox-messages';
import type { SandboxInvoice } from './sandbox.tables';

/**
 * Intl puts narrow and plain no-break spaces in French amounts and dates, which the built-in
 * (WinAnsi) fonts have no glyph for: plain spaces instead.
 */
function pdfText(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** A real PDF of one sandbox invoice, in the invoice's language (pdfkit's built-in Helvetica). */
export function renderInvoicePdf(invoice: SandboxInvoice, customerEmail: string): Promise<Buffer> {
  const locale = invoice.locale;
  const title = t(locale, 'invoiceTitle', { number: invoice.number });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'TickRelay' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (text: string, size = 11, color = '#000000') =>
    doc.fontSize(size).fillColor(color).text(pdfText(text));
  line(t(locale, 'banner'), 10, '#b45309');
  doc.moveDown();
  line('TickRelay', 20);
  line(title, 14);
  doc.moveDown();
  line(customerEmail);
  line(t(locale, 'issued', { date: formatDay(locale, invoice.created_at) }));
  line(t(locale, `invoiceStatus.${invoice.status}`));
  doc.moveDown();
  line(t(locale, `plan.${invoice.plan}`));
  line(
    t(locale, 'period', {
      from: formatDay(locale, invoice.period_start),
      to: formatDay(locale, invoice.period_end),
    }),
  );
  doc.moveDown();
  line(`${t(locale, 'amount')}: ${formatMoney(locale, invoice.amount, invoice.currency)}`, 14);
  doc.moveDown(2);
  line(t(locale, 'pdfFooter'), 9, '#616e7c');
  doc.end();
  return done;
}
