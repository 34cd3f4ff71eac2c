/** Reads a Server-Sent Events stream over plain HTTP (tests and the bench; Node 20 has no EventSource). */
import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseConnection {
  response: IncomingMessage;
  /** Every event so far; `next` waits for the one after those already taken. */
  events: SseEvent[];
  next(timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const waiting: Array<(event: SseEvent) => void> = [];
      let taken = 0;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const event: SseEvent = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data += line.slice(6);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
          }
          if (!block.split('\n').some((line) => line.startsWith('data: '))) continue;
          events.push(event);
          waiting.shift()?.(event);
        }
      });
      response.on('error', () => undefined);
      resolve({
        response,
        events,
        next(timeoutMs = 5000) {
          const ready = events[taken];
          if (ready) {
            taken += 1;
            return Promise.resolve(ready);
          }
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
            waiting.push((event) => {
              clearTimeout(timer);
              taken += 1;
              done(event);
            });
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
    request.end();
  });
}
