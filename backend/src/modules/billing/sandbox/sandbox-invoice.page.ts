import { formatDay, formatMoney, sandboxText as t } from './sandbox-messages';
import { buttonForm, html, page } from './sandbox-pages.view';
import type { SandboxInvoice } from './sandbox.tables';

/** The hosted invoice page: the fix link of a failed payment pays it again from here. */
export function invoicePage(invoice: SandboxInvoice, urls: { pay: string; pdf: string }): string {
  const locale = invoice.locale;
  const body = `
<p data-testid="sandbox-invoice-status"><strong>${html(t(locale, `invoiceStatus.${invoice.status}`))}</strong></p>
<p>${html(t(locale, `plan.${invoice.plan}`))}</p>
<p class="amount">${html(formatMoney(locale, invoice.amount, invoice.currency))}</p>
<p>${html(
    t(locale, 'period', {
      from: formatDay(locale, invoice.period_start),
      to: formatDay(locale, invoice.period_end),
    }),
  )}</p>
<p class="muted">${html(t(locale, 'issued', { date: formatDay(locale, invoice.created_at) }))}</p>
<div class="actions">${invoice.status === 'open' ? buttonForm(urls.pay, t(locale, 'payNow'), {}, 'primary') : ''}
<a href="${html(urls.pdf)}">${html(t(locale, 'downloadPdf'))}</a></div>`;
  return page(locale, t(locale, 'invoiceTitle', { number: invoice.number }), body);
}
