import { formatDate, formatDay, formatMoney, sandboxText as t } from './sandbox-messages';
import { html, page } from './sandbox-pages.view';
import type { SandboxCheckout } from './sandbox.tables';

/** The hosted checkout: plan, price, trial, and the three buttons (one form, one token). */
export function checkoutPage(checkout: SandboxCheckout, action: string, now: Date): string {
  const locale = checkout.locale;
  const price = t(locale, `perInterval.${checkout.interval}`, {
    amount: formatMoney(locale, checkout.amount, checkout.currency),
  });
  const summary = `
<p data-testid="sandbox-plan"><strong>${html(t(locale, `plan.${checkout.plan}`))}</strong></p>
<p class="amount" data-testid="sandbox-amount">${html(price)}</p>
<p data-testid="sandbox-trial">${html(
    checkout.trial_days > 0
      ? t(locale, 'trial', {
          days: checkout.trial_days,
          date: formatDay(locale, new Date(now.getTime() + checkout.trial_days * 86_400_000)),
        })
      : t(locale, 'noTrial'),
  )}</p>`;
  const open = checkout.status === 'open' && checkout.expires_at > now;
  if (!open) {
    const state = checkout.status === 'open' ? 'expired' : checkout.status;
    const next = state === 'complete' ? checkout.success_url : checkout.cancel_url;
    return page(
      locale,
      t(locale, 'checkoutTitle'),
      `${summary}
<p data-testid="sandbox-final">${html(t(locale, `finished.${state}`))}</p>
<p><a href="${html(next)}">${html(t(locale, 'continue'))}</a></p>`,
    );
  }
  return page(
    locale,
    t(locale, 'checkoutTitle'),
    `${summary}
<form method="post" action="${html(action)}">
<input type="hidden" name="token" value="${html(checkout.form_token)}">
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">${html(t(locale, 'pay'))}</button>
<button type="submit" name="action" value="decline" class="danger">${html(t(locale, 'decline'))}</button>
<button type="submit" name="action" value="authentication_failure" class="danger">${html(t(locale, 'authenticationFails'))}</button>
</div>
</form>
<p class="muted">${html(t(locale, 'actionsHint'))}</p>
<p class="muted">${html(t(locale, 'expires', { date: formatDate(locale, checkout.expires_at) }))}</p>`,
  );
}
