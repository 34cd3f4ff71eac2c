import { beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../test/databases';
import { agentSession, originOf, startChat, TestSocket, wsUrl } from '../../test/chat-fixtures';
import { AGENT_SESSION_ENDED } from './ws';

/** CHAT_HEARTBEAT_MS: vanished peers are dropped, and an agent signed out elsewhere leaves the console. */
describeDatabases(
  'live chat heartbeat',
  (context) => {
    beforeAll(async () => {
      await context.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('keeps a socket that answers pings and drops one that stopped answering', async () => {
      const chat = await startChat(context.app, { message: 'Are you there?' });
      const headers = { cookie: chat.cookie, origin: originOf(context.app) };
      const answering = await TestSocket.open(wsUrl(context.app), headers);
      const vanished = await TestSocket.open(wsUrl(context.app), headers, { autoPong: false });
      for (const socket of [answering, vanished]) {
        socket.send({ type: 'hello', as: 'shopper', lastSeq: 0 });
        await socket.next('welcome');
      }
      // Two beats without a pong: terminated (1006, no close frame); the answering socket still works.
      expect((await vanished.closed).code).toBe(1006);
      answering.send({ type: 'ping' });
      await answering.next('pong');
      answering.close();
    });

    it('an agent whose operator session ended is told so and disconnected', async () => {
      const agent = await agentSession(context.app);
      const desk = await TestSocket.open(wsUrl(context.app), { cookie: agent.cookie, origin: originOf(context.app) });
      desk.send({ type: 'hello', as: 'agent' });
      await desk.next('queues');
      const signOut = await context.app.inject({ method: 'DELETE', url: '/api/operator/session', headers: { cookie: agent.cookie } });
      expect(signOut.statusCode).toBeLessThan(300);
      expect((await desk.next('error', () => true, 3000)).message).toBe(AGENT_SESSION_ENDED);
      expect((await desk.closed).code).toBe(1008);
    });
  },
  { env: { CHAT_HEARTBEAT_MS: '150' } },
);
