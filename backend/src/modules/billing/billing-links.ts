import type { Locale } from '@tickrelay/contracts/locales';

/** The site's pages billing sends members to, in their language, from PUBLIC_URL. */
export class BillingLinks {
  constructor(private readonly publicUrl: string) {}

  private page(path: string, locale: Locale): string {
    return `${this.publicUrl}${locale === 'fr' ? '/fr' : ''}${path}`;
  }

  /** Where the provider sends the member back: the page shows what the API says, never the URL. */
  confirmPayment(checkoutId: string, locale: Locale): string {
    return `${this.page('/confirm-payment', locale)}?checkout=${encodeURIComponent(checkoutId)}`;
  }

  subscription(locale: Locale): string {
    return this.page('/membership/subscription', locale);
  }

  renew(locale: Locale): string {
    return this.page('/renew-subscription', locale);
  }
}
