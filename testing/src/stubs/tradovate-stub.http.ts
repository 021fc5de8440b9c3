// The Tradovate stub's HTTP plumbing: read a body, parse it, send an answer.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Answer } from './tradovate-stub.routes';

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 256 * 1024) request.destroy(new Error('body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function send(response: ServerResponse, answer: Answer): void {
  if (response.writableEnded || response.destroyed) return;
  if (answer.body === undefined) {
    response.writeHead(answer.status, { ...answer.headers, 'content-length': '0' });
    response.end();
    return;
  }
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
}
