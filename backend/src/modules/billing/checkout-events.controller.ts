import { Controller, Get, Param, Res } from '@nestjs/common';
import type { CheckoutView } from '@tickrelay/contracts/billing/billing';
import { CHECKOUT_EVENT, checkoutEvents } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Response } from 'express';

import { Auth } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { type SseStream, SseStreams } from '@/common/live-events/sse-streams';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { BillingService } from './billing.service';
import { CheckoutUpdates } from './checkout-updates';
import { isFinalCheckout } from './subscription-state';

/** A stream ends after this long anyway (a checkout link lasts less); the SPA reconnects. */
const MAX_STREAM_MS = 30 * 60_000;

/**
 * GET /api/subscription/checkouts/:id/events: the checkout now, then each change (from Redis
 * pub/sub, so the change may happen on any replica), until its status is final. The stream's
 * life (cap, heartbeat, deadline, session end, shutdown) is SseStreams'.
 */
@Controller()
export class CheckoutEventsController {
  constructor(
    private readonly billing: BillingService,
    private readonly updates: CheckoutUpdates,
    private readonly streams: SseStreams,
  ) {}

  @Get(routeOf(checkoutEvents))
  @Auth()
  async stream(
    @CurrentSession() session: AuthenticatedSession,
    @Param('id') id: string,
    @Res() response: Response,
  ): Promise<void> {
    // 404 for another member's checkout or an unknown id, before anything is held open.
    const { id: checkoutId } = await this.billing.checkout(session.user, id);

    let lastSent: string | undefined;
    // Changes heard before the stream started are dropped: the state read after it is newer.
    const send = (stream: SseStream, view: CheckoutView) => {
      const data = JSON.stringify(view);
      if (data === lastSent || !stream.send({ event: CHECKOUT_EVENT, data })) return;
      lastSent = data;
      if (isFinalCheckout(view.status)) stream.end();
    };
    const stream = await this.streams.start({
      session,
      response,
      kind: 'checkout-events',
      maxStreamMs: MAX_STREAM_MS,
      listen: (live) => this.updates.listen(checkoutId, (view) => send(live, view)),
    });
    if (!stream) return;
    try {
      send(stream, await this.billing.checkout(session.user, checkoutId));
    } catch {
      stream.end();
    }
  }
}
