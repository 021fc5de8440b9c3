import { loadConfigOrExit } from '@/config/app-config';
import { QueueProducer } from '@/queue/queue-producer.service';

import { MemberErasures } from './member-erasure.jobs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `node dist/modules/account/member-erasure.cli.js <memberId>…` (or `npx tsx` on the source):
 * queues a fresh erasure pass for members whose account is already deleted, for an operator when
 * the api could not queue one (its error line names the member) or a job gave up after its last
 * attempt. Every eraser is idempotent, so a pass for a member already erased changes nothing.
 * The worker does the work; this only needs Redis.
 */
async function main(): Promise<void> {
  const members = process.argv.slice(2);
  if (members.length === 0 || !members.every((id) => UUID.test(id))) {
    throw new Error('usage: member-erasure.cli <memberId (UUID)>…');
  }
  const producer = new QueueProducer(loadConfigOrExit());
  try {
    const erasures = new MemberErasures(producer);
    const run = String(Date.now());
    for (const memberId of members) {
      await erasures.request(memberId.toLowerCase(), run);
      console.log(`member-erasure: queued for ${memberId}`);
    }
  } finally {
    await producer.onApplicationShutdown();
  }
}

main().catch((error: unknown) => {
  console.error(`member-erasure: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
