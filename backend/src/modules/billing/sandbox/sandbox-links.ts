import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { PlanInterval } from '@tickrelay/contracts/billing/billing';
import { isLocale, type Locale } from '@tickrelay/contracts/locales';

/** Where the sandbox's hosted pages live: served by the api itself. */
export const SANDBOX_PATH = '/api/payments/sandbox';

/** Provider-style ids: `cs_sb_…`, `sub_sb_…`; random enough to be a capability in a URL. */
export function sandboxId(prefix: 'cus' | 'cs' | 'sub' | 'in' | 'evt'): string {
  return `${prefix}_sb_${randomBytes(12).toString('hex')}`;
}

export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class SandboxLinks {
  constructor(
    private readonly publicUrl: string,
    private readonly secret: string,
  ) {}

  checkout(id: string): string {
    return `${this.publicUrl}${SANDBOX_PATH}/checkout/${encodeURIComponent(id)}`;
  }

  invoice(id: string): string {
    return `${this.publicUrl}${SANDBOX_PATH}/invoices/${encodeURIComponent(id)}`;
  }

  invoicePdf(id: string): string {
    return `${this.invoice(id)}/pdf`;
  }

  /** A portal session: customer, return URL and language, signed, valid until `expiresAt`. */
  portal(session: PortalSession): string {
    return `${this.publicUrl}${SANDBOX_PATH}/portal/${this.signPortal(session)}`;
  }

  signPortal(session: PortalSession): string {
    const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The session a portal token stands for, or undefined when forged, altered or expired. */
  readPortal(token: string, now: Date): PortalSession | undefined {
    const [payload = '', mac = '', ...rest] = token.split('.');
    if (rest.length > 0 || !sameToken(mac, this.mac(payload))) return undefined;
    try {
      const session = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as PortalSession;
      if (typeof session.customerId !== 'string' || typeof session.returnUrl !== 'string') {
        return undefined;
      }
      if (!isLocale(session.locale) || !(session.expiresAt > now.getTime())) return undefined;
      return session;
    } catch {
      return undefined;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(`portal.${payload}`).digest('base64url');
  }
}

export interface PortalSession {
  customerId: string;
  returnUrl: string;
  locale: Locale;
  /** Epoch ms. */
  expiresAt: number;
}

/** Calendar periods in UTC, like Stripe's billing anchor: Jan 31 + 1 month = Feb 28 (or 29). */
export function addInterval(from: Date, interval: PlanInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const DAY_MS = 24 * 3600 * 1000;
