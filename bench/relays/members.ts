// The bench's three kinds of members, set up through the api as a member would: one https
// destination on the bench's receiver (its signing secret kept for the receiver's check), a
// Tradovate connection to a user of the stub of their own with target tradovate, or paper.
import { randomUUID } from 'node:crypto';

import type { TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';

import type { BenchMember } from '../webhook/seed';
import type { RelayReceiver } from './receiver';

async function expectStatus(
  what: string,
  response: Promise<{ status: number; text: string }>,
  status: number,
) {
  const answer = await response;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer;
}

export async function setTarget(member: BenchMember, target: string): Promise<void> {
  await expectStatus(
    `PATCH /api/broker ${target}`,
    member.agent.request('PATCH', '/api/broker', { executionTarget: target }),
    200,
  );
}

/** Member n relays to /relay/n on the receiver, its alerts executed at `target`. */
export async function addRelayDestinations(
  members: readonly BenchMember[],
  receiver: RelayReceiver,
  target: string,
): Promise<void> {
  for (const [index, member] of members.entries()) {
    const created = await expectStatus(
      'POST /api/destinations',
      member.agent.post('/api/destinations', {
        kind: 'https',
        label: 'Bench desk',
        url: `https://127.0.0.1:${receiver.port}/relay/${index}`,
      }),
      201,
    );
    const { signingSecret } = JSON.parse(created.text) as { signingSecret: string };
    receiver.secrets.set(index, signingSecret);
    await setTarget(member, target);
  }
}

/**
 * Each member connected to a stub user of their own (one demo account), target tradovate;
 * returns the stub users' names, in order.
 */
export async function connectTradovate(
  members: readonly BenchMember[],
  stub: TradovateStub,
): Promise<string[]> {
  const names: string[] = [];
  for (const member of members) {
    const name = `bench-${randomUUID().slice(0, 8)}`;
    const password = `pw-${randomUUID()}`;
    const secret = `sec-${randomUUID()}`;
    stub.addUser({ name, password, cid: 4242, sec: secret, accounts: [`DEMO-${name}`] });
    names.push(name);
    await expectStatus(
      'PUT /api/broker/connection',
      member.agent.request('PUT', '/api/broker/connection', {
        environment: 'demo',
        username: name,
        password,
        appId: 'TickRelay',
        appVersion: '1.0',
        cid: 4242,
        secret,
      }),
      200,
    );
    await setTarget(member, 'tradovate');
  }
  return names;
}
