import type { ChatClientFrame, ChatServerFrame } from '@sf/contracts/chat';
import type { ChatSocket } from '../features/live-chat/chat-connection';

/** A WebSocket stand-in: the test opens it, feeds it server frames and reads what the client sent. */
export class FakeSocket implements ChatSocket {
  readyState = 0;
  readonly sent: ChatClientFrame[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(frame: ChatServerFrame): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The server went away (or never answered). */
  drop(): void {
    this.readyState = 3;
    this.onclose?.(new Event('close') as CloseEvent);
  }

  sentOfType<T extends ChatClientFrame['type']>(type: T): Array<Extract<ChatClientFrame, { type: T }>> {
    return this.sent.filter((frame): frame is Extract<ChatClientFrame, { type: T }> => frame.type === type);
  }
}

/** A socket factory that keeps every socket it made, newest last. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const create = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  return { sockets, create, latest: () => sockets[sockets.length - 1] as FakeSocket };
}
