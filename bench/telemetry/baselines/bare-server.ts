// Baseline (a): a bare node:http server that reads the body, parses it and enqueues the job.
import { createServer } from 'node:http';

import { createQueue, enqueue } from './enqueue';

const port = Number(process.env.PORT ?? 3401);
const queue = createQueue(
  process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/5',
  process.env.QUEUE_PREFIX ?? 'bench',
);

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let batch: { events: { event_id: string }[] };
    try {
      batch = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof batch;
    } catch {
      response.writeHead(400).end();
      return;
    }
    enqueue(queue, batch).then(
      (accepted) => {
        const body = JSON.stringify({ accepted });
        response.writeHead(202, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
        });
        response.end(body);
      },
      () => response.writeHead(503).end(),
    );
  });
}).listen(port, '127.0.0.1', () => console.log(`bare baseline on ${port}`));
