import type { RelayCode } from '@tickrelay/contracts/destinations/destinations';
import type { ErrorCode } from '@tickrelay/contracts/errors/error-codes';
import type { DeliveryCode } from '@tickrelay/contracts/webhooks/deliveries';

import type { ContentLocale } from '../content-types';

export type Localized = Readonly<Record<ContentLocale, string>>;

/** Every code with a page: the API's, a delivery's and a relay's (a code in two lists has one). */
export type ReferenceCode = ErrorCode | DeliveryCode | RelayCode;

export interface ErrorReferenceEntry {
  /** A few words, after the code in the page's title. */
  title: Localized;
  /** What happened; the lead of the page and its meta description. */
  meaning: Localized;
  /** What to do about it. */
  action: Localized;
}
