// A stand-in for the api behind nginx: records what it received and answers with headers the proxy
// must keep (Cache-Control, X-Request-Id) or replace (its own security headers).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyLength: number;
}

export interface EchoUpstream {
  port: number;
  received: ReceivedRequest[];
  close: () => Promise<void>;
}

export function startEchoUpstream(): Promise<EchoUpstream> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let bodyLength = 0;
    request.on('data', (chunk: Buffer) => {
      bodyLength += chunk.length;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        bodyLength,
      });
      const body = JSON.stringify({ ok: true, padding: 'x'.repeat(600) });
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'private, max-age=5',
        'X-Request-Id': String(request.headers['x-request-id'] ?? ''),
        'X-Powered-By': 'Express',
        'Content-Security-Policy': "default-src 'none'",
        'X-Frame-Options': 'SAMEORIGIN',
      });
      response.end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
