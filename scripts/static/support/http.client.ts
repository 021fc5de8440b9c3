// Raw HTTP requests: unlike fetch, nothing is decompressed or followed, so the tests see exactly
// what nginx sent.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, timeout: 5000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: body.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`request to ${url} timed out`)));
    request.on('error', reject);
    request.end(options.body);
  });
}
