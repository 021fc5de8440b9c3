import type { Currency, PlanId, PlanInterval } from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';

import { formatDay, formatMoney, sandboxText as t } from './sandbox-messages';
import { buttonForm, html, page } from './sandbox-pages.view';
import {
  CARD_BEHAVIOURS,
  type SandboxCustomer,
  type SandboxInvoice,
  type SandboxSubscription,
} from './sandbox.tables';

export interface PortalPrice {
  plan: PlanId;
  interval: PlanInterval;
  currency: Currency;
  amount: number;
}

export interface PortalModel {
  locale: Locale;
  /** The portal's own URL (its forms post under it). */
  base: string;
  returnUrl: string;
  customer: SandboxCustomer;
  subscriptions: SandboxSubscription[];
  invoices: SandboxInvoice[];
  /** The prices the sandbox knows (a subscription may switch to those in its currency). */
  prices: PortalPrice[];
  invoiceUrl: (id: string) => string;
}

function cardForm(model: PortalModel): string {
  const { locale } = model;
  const options = CARD_BEHAVIOURS.map(
    (behaviour) =>
      `<option value="${behaviour}"${behaviour === model.customer.card_behaviour ? ' selected' : ''}>${html(
        t(locale, `cardBehaviour.${behaviour}`),
      )}</option>`,
  ).join('');
  return `<h2>${html(t(locale, 'card'))}</h2>
<form method="post" action="${html(`${model.base}/card`)}">
<select name="behaviour" aria-label="${html(t(locale, 'card'))}">${options}</select>
<button type="submit">${html(t(locale, 'save'))}</button>
</form>`;
}

function subscriptionCard(model: PortalModel, subscription: SandboxSubscription): string {
  const { locale } = model;
  const base = `${model.base}/subscriptions/${encodeURIComponent(subscription.id)}`;
  const lines = [
    `<strong>${html(t(locale, `plan.${subscription.plan}`))}</strong> · ${html(
      t(locale, `perInterval.${subscription.interval}`, {
        amount: formatMoney(locale, subscription.amount, subscription.currency),
      }),
    )}`,
    `<span data-testid="sandbox-subscription-status">${html(t(locale, `status.${subscription.status}`))}</span>${
      subscription.cancel_at_period_end ? ` · ${html(t(locale, 'cancelAtPeriodEnd'))}` : ''
    }`,
  ];
  if (subscription.status === 'trialing' && subscription.trial_end) {
    lines.push(html(t(locale, 'trialEnds', { date: formatDay(locale, subscription.trial_end) })));
  } else if (subscription.status !== 'canceled') {
    lines.push(
      html(t(locale, 'periodEnds', { date: formatDay(locale, subscription.current_period_end) })),
    );
  }
  const actions: string[] = [];
  if (subscription.status !== 'canceled') {
    actions.push(
      subscription.cancel_at_period_end
        ? buttonForm(`${base}/resume`, t(locale, 'resume'))
        : buttonForm(`${base}/cancel`, t(locale, 'cancel'), {}, 'danger'),
    );
    for (const price of model.prices) {
      if (price.plan === subscription.plan || price.currency !== subscription.currency) continue;
      actions.push(
        buttonForm(
          `${base}/plan`,
          `${t(locale, 'changePlan')}: ${t(locale, `plan.${price.plan}`)}`,
          { plan: price.plan },
        ),
      );
    }
  }
  return `<div class="card">${lines.map((line) => `<div>${line}</div>`).join('')}<div class="actions">${actions.join('')}</div></div>`;
}

function invoiceRows(model: PortalModel): string {
  const { locale } = model;
  if (model.invoices.length === 0) return `<p class="muted">${html(t(locale, 'noInvoices'))}</p>`;
  const rows = model.invoices
    .map(
      (
        invoice,
      ) => `<tr><td><a href="${html(model.invoiceUrl(invoice.id))}">${html(invoice.number)}</a></td>
<td>${html(formatDay(locale, invoice.created_at))}</td>
<td>${html(formatMoney(locale, invoice.amount, invoice.currency))}</td>
<td>${html(t(locale, `invoiceStatus.${invoice.status}`))}</td></tr>`,
    )
    .join('');
  return `<table>${rows}</table>`;
}

/** The sandbox's customer portal: card behaviour, plan, cancel/resume, invoices. */
export function portalPage(model: PortalModel): string {
  const { locale } = model;
  const subscriptions =
    model.subscriptions.length === 0
      ? `<p class="muted">${html(t(locale, 'noSubscriptions'))}</p>`
      : model.subscriptions.map((subscription) => subscriptionCard(model, subscription)).join('');
  return page(
    locale,
    t(locale, 'portalTitle'),
    `${cardForm(model)}
<h2>${html(t(locale, 'subscriptions'))}</h2>
${subscriptions}
<h2>${html(t(locale, 'invoices'))}</h2>
${invoiceRows(model)}
<p><a href="${html(model.returnUrl)}">${html(t(locale, 'back'))}</a></p>`,
  );
}
