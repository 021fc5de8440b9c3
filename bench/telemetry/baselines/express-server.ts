// Baseline (b): a plain express server: express.json() parses the body, the handler enqueues it.
import express from 'express';

import { createQueue, enqueue } from './enqueue';

const port = Number(process.env.PORT ?? 3402);
const queue = createQueue(
  process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/5',
  process.env.QUEUE_PREFIX ?? 'bench',
);

const app = express();
app.disable('x-powered-by');
app.post(
  '/api/telemetry/batch',
  express.json({ limit: '64kb', type: ['application/json', 'text/plain'] }),
  (request, response, next) => {
    enqueue(queue, request.body as { events: { event_id: string }[] }).then(
      (accepted) => response.status(202).json({ accepted }),
      next,
    );
  },
);
app.listen(port, '127.0.0.1', () => console.log(`express baseline on ${port}`));
