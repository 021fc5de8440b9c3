import { ACCOUNT_MAIL_MESSAGES, formatMailDate } from './account-mail.messages';
import type { BillingMailJobs, BillingMailName } from './billing-mail.jobs';
import { BILLING_MAIL_MESSAGES, formatMailAmount } from './billing-mail.messages';
import { assemble, type Block, link, oneLine, type RenderedMail, text } from './mail-layout';

/** Renders a billing mail in the member's language. */
export function renderBillingMail<N extends BillingMailName>(
  name: N,
  job: BillingMailJobs[N],
): RenderedMail {
  const m = BILLING_MAIL_MESSAGES[job.locale];
  const common = ACCOUNT_MAIL_MESSAGES[job.locale];
  const date = (iso: string) => formatMailDate(iso, job.locale);
  const amount = formatMailAmount(job.amount, job.currency, job.locale);
  const plan = m.planName[job.plan];
  const wrap = (subject: string, blocks: Block[]) =>
    assemble(
      subject,
      [text(common.greeting(oneLine(job.displayName))), ...blocks, text(common.signature)],
      job.locale,
    );
  const mail: BillingMailJobs[BillingMailName] = job;
  switch (name) {
    case 'payment-receipt': {
      const receipt = mail as BillingMailJobs['payment-receipt'];
      return wrap(m.receipt.subject, [
        text(m.receipt.intro(amount, plan)),
        ...(receipt.periodEnd ? [text(m.receipt.until(date(receipt.periodEnd)))] : []),
        ...(receipt.invoiceLink ? [link(m.receipt.invoiceAction, receipt.invoiceLink)] : []),
        link(m.manageAction, receipt.manageLink),
      ]);
    }
    case 'payment-failed': {
      const failed = mail as BillingMailJobs['payment-failed'];
      return wrap(m.paymentFailed.subject, [
        text(m.paymentFailed.intro(amount, plan)),
        text(
          failed.graceEndsAt
            ? m.paymentFailed.grace(date(failed.graceEndsAt))
            : m.paymentFailed.noGrace,
        ),
        link(m.paymentFailed.fixAction, failed.fixLink),
      ]);
    }
    case 'trial-ending': {
      const trial = mail as BillingMailJobs['trial-ending'];
      return wrap(m.trialEnding.subject, [
        text(m.trialEnding.intro(date(trial.trialEndsAt))),
        text(m.trialEnding.then(amount, m.perPeriod[job.plan])),
        text(m.trialEnding.cancel),
        link(m.manageAction, trial.manageLink),
      ]);
    }
    case 'subscription-ended': {
      const ended = mail as BillingMailJobs['subscription-ended'];
      return wrap(m.subscriptionEnded.subject, [
        text(m.subscriptionEnded.intro(date(ended.endedAt))),
        text(m.subscriptionEnded.lost),
        link(m.subscriptionEnded.renewAction, ended.renewLink),
      ]);
    }
    default:
      throw new Error(`unknown billing mail "${String(name)}"`);
  }
}
