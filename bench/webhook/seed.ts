// The bench's members, made the way members are: signed up and confirmed through the api (the
// confirmation link read from the SMTP sink the stack's worker mails to), entitled by an active
// subscription row written straight to the bench database (as the webhook integration tests do:
// paying through a provider is not what is measured), and their webhook URL created by the real
// code on the first GET /api/webhook.
import { randomUUID } from 'node:crypto';

import type { WebhookView } from '@tickrelay/contracts/webhooks/deliveries';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { smtpSinkSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox } from '@tickrelay/testing/mail/mailbox';
import type { Pool } from 'pg';

export interface BenchMember {
  userId: string;
  /** /api/hooks/{token} */
  path: string;
  webhook: WebhookView;
  /** The member's signed-in session, for the benches that set up more (bench/relays). */
  agent: ApiAgent;
}

export async function seedMembers(options: {
  apiUrl: string;
  publicUrl: string;
  mailDir: string;
  pool: Pool;
  count: number;
}): Promise<BenchMember[]> {
  const mailbox = new Mailbox(smtpSinkSource(options.mailDir));
  const members: BenchMember[] = [];
  for (let i = 0; i < options.count; i++) {
    const agent = new ApiAgent(options.apiUrl, { origin: options.publicUrl });
    const { userId } = await signUpMember(agent, mailbox, { locale: 'en' });
    await options.pool.query(
      `insert into subscriptions (user_id, provider, provider_subscription_id,
         provider_customer_id, status, plan, currency, amount, current_period_end)
       values ($1, 'sandbox', $2, $3, 'active', 'monthly', 'usd', 4900, now() + interval '400 days')`,
      [userId, `sub_${randomUUID()}`, `cus_${randomUUID()}`],
    );
    const response = await agent.get<WebhookView>('/api/webhook');
    if (response.status !== 200) {
      throw new Error(`GET /api/webhook answered ${response.status}: ${response.text}`);
    }
    const webhook = response.body;
    members.push({ userId, path: new URL(webhook.url).pathname, webhook, agent });
  }
  return members;
}
