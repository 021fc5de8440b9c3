import { Controller, Get, HttpStatus, Param, Res } from '@nestjs/common';
import type { CheckoutView } from '@tickrelay/contracts/billing/billing';
import { CHECKOUT_EVENT, checkoutEvents } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Response } from 'express';

import { Auth } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { AppException, ServiceUnavailableError } from '@/common/errors/app.exception';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import { SessionEnds } from '@/common/session/session-ends';

import { BillingService } from './billing.service';
import { CheckoutUpdates } from './checkout-updates';
import { isFinalCheckout } from './subscription-state';

/** A comment line this often keeps proxies (nginx, load balancers) from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long anyway (a checkout link lasts less); the SPA reconnects. */
const MAX_STREAM_MS = 30 * 60_000;
/** Open streams one member may hold on one api process (a few tabs, not a flood). */
export const MAX_STREAMS_PER_MEMBER = 5;

/**
 * GET /api/subscription/checkouts/:id/events: the checkout now, then each change (from Redis
 * pub/sub, so the change may happen on any replica), until its status is final.
 */
@Controller()
export class CheckoutEventsController {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly billing: BillingService,
    private readonly updates: CheckoutUpdates,
    private readonly sessionEnds: SessionEnds,
  ) {}

  @Get(routeOf(checkoutEvents))
  @Auth()
  async stream(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Res() response: Response,
  ): Promise<void> {
    const userId = session.user.id;
    // 404 for another member's checkout or an unknown id, before anything is held open.
    const { id: checkoutId } = await this.billing.checkout(session.user, id);
    if ((this.open.get(userId) ?? 0) >= MAX_STREAMS_PER_MEMBER) {
      throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
    }
    this.open.set(userId, (this.open.get(userId) ?? 0) + 1);

    let finished = false;
    let lastSent: string | undefined;
    const timers: { heartbeat?: NodeJS.Timeout; deadline?: NodeJS.Timeout } = {};
    let unsubscribe: (() => Promise<void>) | undefined;
    let stopWatching: (() => void) | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(timers.heartbeat);
      clearTimeout(timers.deadline);
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
      void unsubscribe?.();
      stopWatching?.();
      if (!response.writableEnded) response.end();
    };
    const send = (view: CheckoutView) => {
      if (finished || !response.headersSent) return;
      const data = JSON.stringify(view);
      if (data === lastSent) return;
      lastSent = data;
      response.write(`event: ${CHECKOUT_EVENT}\ndata: ${data}\n\n`);
      if (isFinalCheckout(view.status)) finish();
    };
    // The response's close: the client went away (a request's own close fires once its body is read).
    response.on('close', finish);

    try {
      // Subscribed before the current state is read: a change committed in between is heard.
      unsubscribe = await this.updates.listen(checkoutId, send);
      // The stream ends with its session (sign-out, revocation, password change, deletion).
      stopWatching = await this.sessionEnds.watch(session, finish);
    } catch (error) {
      finish();
      throw new ServiceUnavailableError(error);
    }
    if (finished) {
      // The client left while the watch was being set up.
      stopWatching?.();
      return;
    }
    response.status(HttpStatus.OK);
    response.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    response.write('retry: 3000\n\n');
    timers.heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    timers.deadline = setTimeout(finish, MAX_STREAM_MS);
    try {
      send(await this.billing.checkout(session.user, checkoutId));
    } catch {
      finish();
    }
  }
}
