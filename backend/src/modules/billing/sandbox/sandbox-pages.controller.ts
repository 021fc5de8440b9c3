import { Body, Controller, Get, HttpStatus, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';

import { Clock } from '@/common/clock/clock';
import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import { CardBehaviourDto, CheckoutActionDto, PortalPlanDto } from './dto';
import { checkoutPage } from './sandbox-checkout.page';
import { SandboxCheckoutService } from './sandbox-checkout.service';
import { invoicePage } from './sandbox-invoice.page';
import { renderInvoicePdf } from './sandbox-invoice.pdf';
import { SANDBOX_PATH, SandboxLinks } from './sandbox-links';
import { notFoundPage } from './sandbox-pages.view';
import { SandboxPaymentProvider } from './sandbox-payment.provider';
import { SandboxPortalPages } from './sandbox-portal.pages';
import { SandboxSubscriptionsRepository } from './sandbox-subscriptions.repository';
import { SandboxRepository } from './sandbox.repository';

/** The sandbox's hosted checkout and invoice pages (HTML), served by the api. */
@Controller(SANDBOX_PATH.replace(/^\/api\//, ''))
export class SandboxPagesController {
  constructor(
    private readonly config: AppConfig,
    private readonly checkouts: SandboxCheckoutService,
    private readonly provider: SandboxPaymentProvider,
    private readonly repository: SandboxRepository,
    private readonly subscriptions: SandboxSubscriptionsRepository,
    private readonly portal: SandboxPortalPages,
    private readonly links: SandboxLinks,
    private readonly clock: Clock,
  ) {}

  @Get('checkout/:id')
  async checkout(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const checkout = await this.checkouts.find(id);
    if (!checkout) return sendPage(response, this.config, notFoundPage('en'), HttpStatus.NOT_FOUND);
    const html = checkoutPage(checkout, this.links.checkout(id), await this.clock.now());
    sendPage(response, this.config, html);
  }

  @Post('checkout/:id')
  async act(
    @Param('id') id: string,
    @Body() body: CheckoutActionDto,
    @Res() response: Response,
  ): Promise<void> {
    const outcome = await this.checkouts.act(id, body.action, body.token);
    if (outcome.kind === 'not_found') throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    if (outcome.kind === 'forbidden') throw new AppException(HttpStatus.FORBIDDEN, 'CSRF_REJECTED');
    response.redirect(HttpStatus.SEE_OTHER, outcome.url);
  }

  @Get('invoices/:id')
  async invoice(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const invoice = await this.subscriptions.findInvoice(id);
    if (!invoice) return sendPage(response, this.config, notFoundPage('en'), HttpStatus.NOT_FOUND);
    const html = invoicePage(invoice, {
      pay: `${this.links.invoice(id)}/pay`,
      pdf: this.links.invoicePdf(id),
    });
    sendPage(response, this.config, html);
  }

  @Get('invoices/:id/pdf')
  async invoicePdf(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const invoice = await this.subscriptions.findInvoice(id);
    if (!invoice) throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    const customer = await this.repository.findCustomer(invoice.customer_id);
    const pdf = await renderInvoicePdf(invoice, customer?.email ?? '');
    response
      .status(HttpStatus.OK)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${invoice.number}.pdf"`)
      .set('Cache-Control', 'no-store')
      .set('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  }

  /** "Pay now" on the hosted invoice page: the link a failed-payment mail sends the member to. */
  @Post('invoices/:id/pay')
  async payInvoice(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const invoice = await this.subscriptions.findInvoice(id);
    if (!invoice) throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    if (invoice.status === 'open') await this.provider.payInvoice(id);
    response.redirect(HttpStatus.SEE_OTHER, this.links.invoice(id));
  }

  @Get('portal/:token')
  async portalPage(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const html = await this.portal.render(token);
    if (html === undefined) {
      return sendPage(response, this.config, notFoundPage('en'), HttpStatus.NOT_FOUND);
    }
    sendPage(response, this.config, html);
  }

  @Post('portal/:token/card')
  async portalCard(
    @Param('token') token: string,
    @Body() body: CardBehaviourDto,
    @Res() response: Response,
  ): Promise<void> {
    const session = this.portal.session(token);
    await this.provider.setCardBehaviour(session.customerId, body.behaviour);
    response.redirect(HttpStatus.SEE_OTHER, this.links.portal(session));
  }

  @Post('portal/:token/subscriptions/:id/cancel')
  async portalCancel(
    @Param('token') token: string,
    @Param('id') id: string,
    @Res() response: Response,
  ): Promise<void> {
    const session = await this.portal.owned(token, id);
    await this.provider.setCancelAtPeriodEnd(id, true);
    response.redirect(HttpStatus.SEE_OTHER, this.links.portal(session));
  }

  @Post('portal/:token/subscriptions/:id/resume')
  async portalResume(
    @Param('token') token: string,
    @Param('id') id: string,
    @Res() response: Response,
  ): Promise<void> {
    const session = await this.portal.owned(token, id);
    await this.provider.setCancelAtPeriodEnd(id, false);
    response.redirect(HttpStatus.SEE_OTHER, this.links.portal(session));
  }

  @Post('portal/:token/subscriptions/:id/plan')
  async portalPlan(
    @Param('token') token: string,
    @Param('id') id: string,
    @Body() body: PortalPlanDto,
    @Res() response: Response,
  ): Promise<void> {
    const session = await this.portal.owned(token, id);
    const current = await this.provider.getSubscription(id);
    const price = await this.repository.knownPrice(body.plan, current.price.currency);
    if (!price) throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    await this.provider.changePlan(id, price);
    response.redirect(HttpStatus.SEE_OTHER, this.links.portal(session));
  }
}

/**
 * Sandbox pages are framed by nobody (a Pay button under someone else's page is clickjacking),
 * run no script, post forms only to this api (and, after a redirect, the site), and are never cached.
 */
export function sendPage(
  response: Response,
  config: AppConfig,
  body: string,
  status: number = HttpStatus.OK,
): void {
  const site = new URL(config.publicUrl).origin;
  response
    .status(status)
    .type('html')
    .set(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${site}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .set('X-Frame-Options', 'DENY')
    .set('Referrer-Policy', 'no-referrer')
    .set('Cache-Control', 'no-store')
    .set('X-Content-Type-Options', 'nosniff')
    .send(body);
}
