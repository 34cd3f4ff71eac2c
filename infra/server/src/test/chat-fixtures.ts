/** Test helpers for the chat: real WebSocket clients (ws), agents with operator sessions, and a started conversation. */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { ChatServerFrameSchema, type ChatCurrent, type ChatServerFrame } from '@sf/contracts/chat';

/** Monday 2 March 2026, 10:00 in London (GMT): agents are in. */
export const OPEN_HOURS = new Date('2026-03-02T10:00:00Z');
/** Sunday 1 March 2026, 12:00 in London: closed all day. */
export const CLOSED_HOURS = new Date('2026-03-01T12:00:00Z');

export const wsUrl = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/chat/ws`;
export const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A connected client that keeps every frame; `next` hands each matching frame out once, in arrival order. */
export class TestSocket {
  readonly frames: ChatServerFrame[] = [];
  private readonly taken = new Set<number>();
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      // Every frame the server sends must fit the contract.
      this.frames.push(ChatServerFrameSchema.parse(JSON.parse(data.toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  /** `autoPong: false`: a peer that has vanished (it answers no ping). */
  static open(url: string, headers: Record<string, string> = {}, options: { autoPong?: boolean } = {}): Promise<TestSocket> {
    const socket = new WebSocket(url, { headers, ...options });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestSocket(socket)));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async next<T extends ChatServerFrame['type']>(
    type: T,
    where: (frame: Extract<ChatServerFrame, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<ChatServerFrame, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame, at) => !this.taken.has(at) && frame.type === type && where(frame as Extract<ChatServerFrame, { type: T }>));
      if (index >= 0) {
        this.taken.add(index);
        return this.frames[index] as Extract<ChatServerFrame, { type: T }>;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.map((frame) => frame.type))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames of `type` received so far (taken or not). */
  all<T extends ChatServerFrame['type']>(type: T): Array<Extract<ChatServerFrame, { type: T }>> {
    return this.frames.filter((frame): frame is Extract<ChatServerFrame, { type: T }> => frame.type === type);
  }

  close(): void {
    this.socket.close();
  }

  terminate(): void {
    this.socket.terminate();
  }
}

let agents = 0;
/** A new operator holding only the agent role, signed in; returns its cookie and id. */
export async function agentSession(app: FastifyInstance, name = 'agent'): Promise<{ cookie: string; operatorId: string; email: string }> {
  agents += 1;
  const email = `${name}.${agents}.${randomUUID().slice(0, 6)}@shop.test`;
  const password = 'chat-agent-password-1';
  await app.operators.ensure(email, password, ['agent']);
  const response = await app.inject({ method: 'POST', url: '/api/operator/session', payload: { email, password } });
  const cookie = response.cookies.find((candidate) => candidate.name === 'sf_operator');
  if (response.statusCode !== 204 || !cookie) throw new Error(`agent sign-in: ${response.statusCode} ${response.body}`);
  const operatorId = (await app.operators.withRole('agent')).find((operator) => operator.email === email)?.id;
  if (!operatorId) throw new Error('agent not found');
  return { cookie: `sf_operator=${cookie.value}`, operatorId, email };
}

let guests = 0;
export interface StartedChat extends ChatCurrent {
  cookie: string;
  email: string;
}

/** Starts a guest conversation (or as the signed-in shopper of `headers.cookie`). */
export async function startChat(app: FastifyInstance, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<StartedChat> {
  guests += 1;
  const email = `guest-${guests}-${randomUUID().slice(0, 6)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    payload: {
      site: 'uk-en',
      email,
      topic: 'order',
      message: 'Where is my order?',
      page: { path: '/p/boot', type: 'product' },
      privacyAccepted: true,
      ...overrides,
    },
    headers,
    remoteAddress: `10.27.${Math.floor(guests / 250) % 250}.${(guests % 250) + 1}`,
  });
  if (response.statusCode !== 201) throw new Error(`start: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((candidate) => candidate.name === 'sf_chat');
  if (!cookie) throw new Error('start: no sf_chat cookie');
  return { ...(response.json() as ChatCurrent), cookie: `sf_chat=${cookie.value}`, email };
}

/** Waits until `check` passes (for effects that land after a frame, e.g. a bot answer). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
