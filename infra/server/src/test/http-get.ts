/**
 * A GET over a real socket to a listening app, with the answer's raw bytes (no decompression). `app.inject` does not
 * pass through the HTTP server, so whatever the server's own listener does (the document lane) needs this.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
}

/** Listens on a free loopback port (once) and returns the app's base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function httpGet(app: FastifyInstance, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const base = await listening(app);
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, rawPayload, body: rawPayload.toString('utf8') });
      });
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${url}: no answer within 30 s`)));
    request.on('error', reject);
    request.end();
  });
}
