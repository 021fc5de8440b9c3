import { HttpStatus, Injectable } from '@nestjs/common';

import { AppException } from '@/common/errors/app.exception';

import { type PortalSession, SandboxLinks } from './sandbox-links';
import { portalPage } from './sandbox-portal.page';
import { SandboxSubscriptionsRepository } from './sandbox-subscriptions.repository';
import { SandboxRepository } from './sandbox.repository';

/** The portal's sessions (signed links) and its page's model. */
@Injectable()
export class SandboxPortalPages {
  constructor(
    private readonly repository: SandboxRepository,
    private readonly subscriptions: SandboxSubscriptionsRepository,
    private readonly links: SandboxLinks,
  ) {}

  /** The session a portal link stands for; 404 when forged or expired (wall-clock time). */
  session(token: string): PortalSession {
    const session = this.links.readPortal(token, new Date());
    if (!session) throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    return session;
  }

  /** The session, when subscription `id` is its customer's (404 otherwise). */
  async owned(token: string, id: string): Promise<PortalSession> {
    const session = this.session(token);
    const subscription = await this.subscriptions.findSubscription(id);
    if (subscription?.customer_id !== session.customerId) {
      throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    }
    return session;
  }

  async render(token: string): Promise<string | undefined> {
    const session = this.links.readPortal(token, new Date());
    if (!session) return undefined;
    const customer = await this.repository.findCustomer(session.customerId);
    if (!customer) return undefined;
    return portalPage({
      locale: session.locale,
      base: this.links.portal(session),
      returnUrl: session.returnUrl,
      customer,
      subscriptions: await this.subscriptions.subscriptionsOfCustomer(customer.id),
      invoices: await this.subscriptions.invoicesOfCustomer(customer.id),
      prices: await this.repository.knownPrices(),
      invoiceUrl: (id) => this.links.invoice(id),
    });
  }
}
