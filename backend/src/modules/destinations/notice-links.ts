import { isRelayCode, relayDocsSlug } from '@tickrelay/contracts/destinations/destinations';
import { localizePath } from '@tickrelay/contracts/locale-path';
import type { Locale } from '@tickrelay/contracts/locales';
import { docsPagePath, routePaths } from '@tickrelay/contracts/routes';
import { deliveryDocsSlug, isDeliveryCode } from '@tickrelay/contracts/webhooks/deliveries';

/** The site's pages a failure notice links to, in the member's language, from PUBLIC_URL. */
export class NoticeLinks {
  constructor(private readonly publicUrl: string) {}

  private page(path: string, locale: Locale): string {
    return `${this.publicUrl}${localizePath(path, locale)}`;
  }

  /** The member's deliveries log. */
  log(locale: Locale): string {
    return this.page(routePaths.membershipWebhook, locale);
  }

  /** /docs/errors/<slug> of a delivery or relay code; null for a code without a page. */
  docs(code: string, locale: Locale): string | null {
    const slug = isRelayCode(code)
      ? relayDocsSlug(code)
      : isDeliveryCode(code)
        ? deliveryDocsSlug(code)
        : null;
    return slug === null ? null : this.page(docsPagePath(slug), locale);
  }
}
