import { startWorker } from './worker/worker-bootstrap';

startWorker();
