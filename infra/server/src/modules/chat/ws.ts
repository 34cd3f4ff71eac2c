/**
 * The chat's WebSocket, /api/chat/ws (@fastify/websocket). A connection is identified by the cookies it was opened
 * with: the shopper's sf_chat (and account session), or an operator session holding the agent role; the upgrade is
 * refused (403) when the page that opens it is another site's. Every incoming frame is checked against
 * ChatClientFrameSchema and answered with an `error` frame when it does not fit; one socket's frames are handled in
 * the order they came. On shutdown every socket gets `reconnect` and is closed, so clients move to another instance.
 */
import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGE_RATE, CHAT_WS_PATH, ChatClientFrameSchema, type ChatClientFrame, type ChatServerFrame } from '@sf/contracts/chat';
import { HttpError } from '../../http-errors';
import type { CurrentCustomer } from '../../plugins/customer';
import { holdsRole, readOperatorCookie, type OperatorSession } from '../operators';
import { agentNameOf, PRESENCE_REFRESH_MS, type Agent } from './agent-desk';
import { ChatFrameError, type ChatErrorCode } from './events';
import { conversationView, messagesAfter, conversationById } from './store';
import { conversationOfToken, hashToken, readChatCookie } from './tokens';

/** Largest frame accepted (a message of CHAT_MESSAGE_MAX characters in JSON, with room to spare). */
const MAX_FRAME_BYTES = 64 * 1024;
export const FOREIGN_ORIGIN = 'This chat connection must be opened from the shop itself';
export const AGENT_SESSION_ENDED = 'Your operator session has ended. Sign in again to keep answering chats.';
export const RATE_LIMITED = 'You are sending messages too quickly. Wait a few seconds and try again.';

interface Identity {
  cookieToken: string | undefined;
  /** The operator session cookie the socket was opened with (re-checked on every heartbeat). */
  operatorCookie: string | undefined;
  customer: CurrentCustomer | null;
  operator: OperatorSession | null;
}

interface Connection {
  id: string;
  socket: WebSocket;
  identity: Identity | null;
  shopperOf: string | null;
  agent: Agent | null;
  following: Set<string>;
  /** Answered the last ping (or has not been pinged yet). */
  alive: boolean;
  /** Frames are handled one after another, in the order they came. */
  queue: Promise<void>;
}

const summarise = (issues: Array<{ path: PropertyKey[]; message: string }>) =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'frame'}: ${issue.message}`)
    .join('; ');

export const chatSocket: FastifyPluginAsync = async (app) => {
  const service = app.chat;
  const instanceId = randomUUID();
  const connections = new Set<Connection>();
  const followers = new Map<string, Set<Connection>>();
  const allowedOrigins = new Set([new URL(app.config.PUBLIC_URL).origin, ...Object.values(app.config.brandOrigins)]);

  const send = (conn: Connection, frame: ChatServerFrame) => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(frame));
  };
  const fail = (conn: Connection, code: ChatErrorCode, message: string, clientId?: string) =>
    send(conn, { type: 'error', code, message, ...(clientId ? { clientId } : {}) });

  function follow(conn: Connection, conversationId: string) {
    conn.following.add(conversationId);
    const set = followers.get(conversationId) ?? new Set<Connection>();
    followers.set(conversationId, set);
    set.add(conn);
  }

  function forget(conn: Connection) {
    connections.delete(conn);
    for (const id of conn.following) {
      const set = followers.get(id);
      set?.delete(conn);
      if (set?.size === 0) followers.delete(id);
    }
    const agent = conn.agent;
    if (agent && ![...connections].some((other) => other.agent?.operatorId === agent.operatorId)) {
      service.desk.markOffline(instanceId, agent.operatorId).catch((error: unknown) => app.log.warn({ err: error }, 'chat: presence not cleared'));
      service.events.queues().catch(() => undefined);
    }
  }

  // Agents' queue lists: one read per burst of changes, sent to every console on this instance.
  let queuesTimer: NodeJS.Timeout | null = null;
  const refreshQueues = () => {
    if (queuesTimer) return;
    queuesTimer = setTimeout(async () => {
      queuesTimer = null;
      const consoles = [...connections].filter((conn) => conn.agent);
      if (consoles.length === 0) return;
      try {
        const lists = await service.desk.queueLists();
        for (const conn of consoles) send(conn, { type: 'queues', ...lists });
      } catch (error) {
        app.log.warn({ err: error }, 'chat: queue lists could not be read');
      }
    }, 50);
  };

  const unsubscribe = service.hub.subscribe((event) => {
    if (event.kind === 'queues') return refreshQueues();
    for (const conn of followers.get(event.conversationId) ?? []) {
      if (conn.id !== event.exceptSocket) send(conn, event.frame);
    }
  });

  const presence = setInterval(() => {
    const agents = new Map([...connections].flatMap((conn) => (conn.agent ? [[conn.agent.operatorId, conn.agent] as const] : [])));
    for (const agent of agents.values()) service.desk.markOnline(instanceId, agent).catch(() => undefined);
    service.desk.sweepPresence().catch(() => undefined);
  }, PRESENCE_REFRESH_MS);
  presence.unref();

  // A peer that vanished without a close (network lost) answers no ping: dropped at the next beat, so followers and
  // agent presence stay true. An agent signed out elsewhere (or whose role was taken away) leaves the console.
  const heartbeat = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
      if (conn.agent) void endIfNoLongerAgent(conn);
    }
  }, app.config.CHAT_HEARTBEAT_MS);
  heartbeat.unref();

  async function endIfNoLongerAgent(conn: Connection) {
    // A session store that cannot answer right now is no answer: the next beat asks again.
    const session = await app.operators.session(conn.identity?.operatorCookie).catch(() => 'unknown' as const);
    if (session === 'unknown' || (session && holdsRole(session.roles, 'agent'))) return;
    fail(conn, 'not-allowed', AGENT_SESSION_ENDED);
    conn.socket.close(1008, 'operator session ended');
  }

  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // Shutdown: every client is told to reconnect (another instance answers), then closed.
    preClose: async () => {
      unsubscribe();
      clearInterval(presence);
      clearInterval(heartbeat);
      if (queuesTimer) clearTimeout(queuesTimer);
      for (const conn of connections) {
        send(conn, { type: 'reconnect' });
        conn.socket.close(1012, 'server restarting');
      }
      const stragglers = setTimeout(() => {
        for (const conn of connections) conn.socket.terminate();
      }, 1000);
      stragglers.unref();
      await Promise.all(
        [...connections].filter((conn) => conn.agent).map((conn) => service.desk.markOffline(instanceId, conn.agent?.operatorId ?? '').catch(() => undefined)),
      );
      await service.settled();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });

  /** Cross-site WebSocket hijacking: a browser always sends Origin on an upgrade; another site's page is refused. */
  async function refuseForeignOrigin(request: FastifyRequest) {
    const origin = request.headers.origin;
    if (!origin) return;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new HttpError(403, FOREIGN_ORIGIN);
    }
    if (url.host !== request.host && !allowedOrigins.has(url.origin)) throw new HttpError(403, FOREIGN_ORIGIN);
  }

  async function handle(conn: Connection, frame: ChatClientFrame, identity: Identity): Promise<void> {
    switch (frame.type) {
      case 'ping':
        return send(conn, { type: 'pong' });
      case 'hello': {
        if (frame.as === 'agent') {
          const operator = identity.operator;
          if (!operator || !holdsRole(operator.roles, 'agent')) return fail(conn, 'not-allowed', 'Sign in as an operator with the agent role');
          conn.agent = { operatorId: operator.operatorId, name: agentNameOf(operator.email) };
          await service.desk.markOnline(instanceId, conn.agent);
          send(conn, { type: 'welcome', conversation: null, messages: [] });
          send(conn, { type: 'queues', ...(await service.desk.queueLists()) });
          return void service.events.queues();
        }
        const conversation = await conversationOfToken(app.database.db, identity.cookieToken, 'cookie', service.now());
        const mine = conversation && (!conversation.customerId || conversation.customerId === identity.customer?.customerId);
        if (!conversation || !mine) return send(conn, { type: 'welcome', conversation: null, messages: [] });
        conn.shopperOf = conversation.id;
        // Follow first, then replay: a message stored in between arrives twice at worst (clients keep one per seq).
        follow(conn, conversation.id);
        const messages = await messagesAfter(app.database.db, conversation.id, frame.lastSeq);
        return send(conn, { type: 'welcome', conversation: conversationView(conversation), messages });
      }
      case 'watch': {
        if (!conn.agent) return fail(conn, 'not-allowed', 'Only agents watch conversations; say hello as an agent first');
        const conversation = await conversationById(app.database.db, frame.conversationId);
        if (!conversation) return fail(conn, 'not-found', `conversationId: no conversation ${frame.conversationId}`);
        follow(conn, conversation.id);
        send(conn, { type: 'conversation', conversation: conversationView(conversation) });
        for (const message of await messagesAfter(app.database.db, conversation.id, frame.lastSeq)) send(conn, { type: 'message', message });
        return;
      }
      case 'send': {
        if (conn.agent) {
          const { message } = await service.send({ kind: 'agent', ...conn.agent }, frame, conn.id);
          return send(conn, { type: 'ack', clientId: frame.clientId, message });
        }
        // Ownership was settled at hello from the cookies the socket was opened with, which cannot change on it; a
        // closed or blocked conversation is refused by send itself. No lookup per message.
        if (!conn.shopperOf) {
          return fail(conn, 'not-allowed', 'Start a conversation (and say hello) before sending', frame.clientId);
        }
        const visitor = identity.customer?.customerId ?? hashToken(identity.cookieToken ?? conn.shopperOf);
        const { count } = await app.keyValue.hit(`ratelimit:chat-messages:${visitor}`, Math.ceil(CHAT_MESSAGE_RATE.windowMs / 1000));
        if (count > CHAT_MESSAGE_RATE.limit) return fail(conn, 'rate-limited', RATE_LIMITED, frame.clientId);
        const { message } = await service.send({ kind: 'shopper', conversationId: conn.shopperOf }, frame, conn.id);
        return send(conn, { type: 'ack', clientId: frame.clientId, message });
      }
      case 'typing': {
        const author = conn.agent ? 'agent' : 'shopper';
        const allowed = conn.agent ? conn.following.has(frame.conversationId) : conn.shopperOf === frame.conversationId;
        if (!allowed) return fail(conn, 'not-allowed', 'conversationId: you do not follow this conversation');
        return service.events.typing(frame.conversationId, author, frame.typing, conn.id);
      }
      case 'handoff': {
        if (conn.agent || conn.shopperOf !== frame.conversationId) return fail(conn, 'not-allowed', 'conversationId: this is not your conversation');
        return service.handoff(frame.conversationId);
      }
    }
  }

  async function receive(conn: Connection, data: RawData, isBinary: boolean): Promise<void> {
    const identity = conn.identity;
    if (!identity) return;
    if (isBinary) return fail(conn, 'bad-frame', 'frames are JSON text, not binary');
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return fail(conn, 'bad-frame', 'the frame is not valid JSON');
    }
    // A message over the limit is answered as such, not as a malformed frame.
    const candidate = json as { type?: unknown; body?: unknown; clientId?: unknown } | null;
    if (candidate?.type === 'send' && typeof candidate.body === 'string' && candidate.body.length > CHAT_MESSAGE_MAX) {
      const clientId = typeof candidate.clientId === 'string' && /^[0-9a-f-]{36}$/i.test(candidate.clientId) ? candidate.clientId : undefined;
      return fail(conn, 'too-long', `body: a message has at most ${CHAT_MESSAGE_MAX} characters (this one has ${candidate.body.length})`, clientId);
    }
    const parsed = ChatClientFrameSchema.safeParse(json);
    if (!parsed.success) return fail(conn, 'bad-frame', summarise(parsed.error.issues));
    const frame = parsed.data;
    try {
      await handle(conn, frame, identity);
    } catch (error) {
      const clientId = frame.type === 'send' ? frame.clientId : undefined;
      if (error instanceof ChatFrameError) return fail(conn, error.code, error.message, clientId);
      if (error instanceof HttpError && error.statusCode < 500) return fail(conn, 'not-allowed', error.message, clientId);
      app.log.error({ err: error, frame: frame.type }, 'chat: a frame failed');
      fail(conn, 'unavailable', 'The chat is briefly unavailable. Please try again in a moment.', clientId);
    }
  }

  app.get(CHAT_WS_PATH, { websocket: true, onRequest: refuseForeignOrigin, schema: { hide: true } }, (socket, request) => {
    const conn: Connection = {
      id: randomUUID(),
      socket,
      identity: null,
      shopperOf: null,
      agent: null,
      following: new Set(),
      alive: true,
      queue: Promise.resolve(),
    };
    socket.on('pong', () => {
      conn.alive = true;
    });
    connections.add(conn);
    // Listen at once (frames may arrive while the cookies are being resolved) and handle them in order afterwards.
    conn.queue = (async () => {
      const operatorCookie = readOperatorCookie(request);
      const [customer, operator] = await Promise.all([app.currentCustomer(request).catch(() => null), app.operators.session(operatorCookie).catch(() => null)]);
      conn.identity = { cookieToken: readChatCookie(request), operatorCookie, customer, operator };
    })();
    socket.on('message', (data, isBinary) => {
      conn.queue = conn.queue.then(() => receive(conn, data, isBinary)).catch((error: unknown) => app.log.error({ err: error }, 'chat: frame handling failed'));
    });
    socket.on('close', () => forget(conn));
  });
};
