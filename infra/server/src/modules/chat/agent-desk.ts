/**
 * The agents' side: the queues, claiming a conversation (a conditional UPDATE decides between two agents, not the
 * console), transferring it to another queue or agent, blocking a visitor, and who is online (rows per instance,
 * refreshed while a console is connected).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ChatConversationSummary, ChatQueue } from '@sf/contracts/chat';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-errors';
import { CLOSED_MESSAGE, type ChatEvents } from './events';
import { appendMessage, conversationView, lockConversation, renderMessages, updateConversation, type ConversationRow } from './store';
import { chatAgentPresence, chatBlockedVisitors, chatConversations } from './tables';
import { hashEmail } from './tokens';

export const ALREADY_TAKEN = 'another agent already took this conversation';
/** A console refreshes its presence every PRESENCE_REFRESH_MS; a row older than PRESENCE_STALE_MS is offline. */
export const PRESENCE_REFRESH_MS = 30_000;
export const PRESENCE_STALE_MS = 90_000;
/** Most conversations each list of the console shows. */
const QUEUE_LIMIT = 200;

export interface Agent {
  operatorId: string;
  name: string;
}

export interface AgentDeskDeps {
  db: Database;
  events: ChatEvents;
  now: () => Date;
  /** Operators holding the agent role (admins included). */
  agents: () => Promise<Array<{ id: string; email: string }>>;
}

/** "anna.smith@shop.test" → "Anna Smith": operators have no display name of their own. */
export function agentNameOf(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// Spelled out: drizzle writes a single-table select's columns unqualified, and "id" would be the message's here.
const lastMessage = sql<
  string | null
>`(select m.body from chat_messages m where m.conversation_id = chat_conversations.id and m.author <> 'system' order by m.seq desc limit 1)`;

export function createAgentDesk(deps: AgentDeskDeps) {
  const { db, events } = deps;

  async function summaries(statuses: ConversationRow['status'][]): Promise<ChatConversationSummary[]> {
    const rows = await db
      .select({ row: chatConversations, lastMessage })
      .from(chatConversations)
      .where(inArray(chatConversations.status, statuses))
      .orderBy(asc(chatConversations.waitingSince), desc(chatConversations.lastActivityAt))
      .limit(QUEUE_LIMIT);
    return rows.map(({ row, lastMessage: last }) => ({ ...conversationView(row), lastMessage: last, waitingSince: row.waitingSince?.toISOString() ?? null }));
  }

  async function publishChange(row: ConversationRow, line: Awaited<ReturnType<typeof appendMessage>>): Promise<void> {
    await events.messages(row.id, await renderMessages(db, [line]));
    await events.conversation(row);
    await events.queues();
  }

  async function onlineAgents(): Promise<Set<string>> {
    const rows = await db
      .selectDistinct({ operatorId: chatAgentPresence.operatorId })
      .from(chatAgentPresence)
      .where(gt(chatAgentPresence.seenAt, new Date(Date.now() - PRESENCE_STALE_MS)));
    return new Set(rows.map((row) => row.operatorId));
  }

  return {
    /** Waiting (queued, or left outside hours for an e-mail answer) and active conversations. */
    async queueLists() {
      const [waiting, active] = await Promise.all([summaries(['waiting', 'offline']), summaries(['active'])]);
      return { waiting, active };
    },

    async queues() {
      const [lists, agents, online] = await Promise.all([this.queueLists(), deps.agents(), onlineAgents()]);
      return { ...lists, agents: agents.map((agent) => ({ id: agent.id, name: agentNameOf(agent.email), online: online.has(agent.id) })) };
    },

    /** Agents with a console open now (the availability answer). */
    async agentsOnline(): Promise<number> {
      return (await onlineAgents()).size;
    },

    /** Only one agent gets a waiting conversation: the UPDATE's condition is re-checked under the row lock. */
    async claim(conversationId: string, agent: Agent): Promise<void> {
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(chatConversations)
          .set({
            agentId: agent.operatorId,
            agentName: agent.name,
            // A message left outside hours stays offline: the agent's answer goes by e-mail.
            status: sql`case when ${chatConversations.status} = 'offline' then 'offline' else 'active' end`,
            waitingSince: null,
          })
          .where(
            and(eq(chatConversations.id, conversationId), inArray(chatConversations.status, ['bot', 'waiting', 'offline']), isNull(chatConversations.agentId)),
          )
          .returning();
        if (!row) return null;
        return { row, line: await appendMessage(tx, conversationId, { author: 'system', body: 'agent-joined' }) };
      });
      if (claimed) return publishChange({ ...claimed.row, lastSeq: claimed.line.seq }, claimed.line);
      const [existing] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
      if (!existing) throw new HttpError(404, `conversation: no conversation ${conversationId}`);
      if (existing.status === 'closed') throw new HttpError(409, CLOSED_MESSAGE);
      if (existing.agentId === agent.operatorId) return;
      throw new HttpError(409, ALREADY_TAKEN);
    },

    async transfer(conversationId: string, target: { queue?: ChatQueue | undefined; agentId?: string | undefined }): Promise<void> {
      let agentName: string | null = null;
      if (target.agentId) {
        const agent = (await deps.agents()).find((candidate) => candidate.id === target.agentId);
        if (!agent) throw new HttpError(400, `agentId: no chat agent ${target.agentId}`);
        agentName = agentNameOf(agent.email);
      }
      const changed = await db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, conversationId);
        if (!conversation) throw new HttpError(404, `conversation: no conversation ${conversationId}`);
        if (conversation.status === 'closed') throw new HttpError(409, CLOSED_MESSAGE);
        const offline = conversation.status === 'offline';
        const row = target.queue
          ? await updateConversation(tx, conversationId, {
              brand: target.queue.brand,
              language: target.queue.language,
              agentId: null,
              agentName: null,
              status: offline ? 'offline' : 'waiting',
              waitingSince: deps.now(),
            })
          : await updateConversation(tx, conversationId, {
              agentId: target.agentId ?? null,
              agentName,
              status: offline ? 'offline' : 'active',
              waitingSince: null,
            });
        const line = await appendMessage(tx, conversationId, { author: 'system', body: 'transferred' });
        return { row: { ...row, lastSeq: line.seq }, line };
      });
      await publishChange(changed.row, changed.line);
    },

    /** The visitor (account and e-mail) can start no conversation and send nothing more; this one ends. */
    async block(conversationId: string, agent: Agent): Promise<void> {
      const changed = await db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, conversationId);
        if (!conversation) throw new HttpError(404, `conversation: no conversation ${conversationId}`);
        await tx.insert(chatBlockedVisitors).values({
          id: randomUUID(),
          customerId: conversation.customerId,
          emailHash: hashEmail(conversation.visitorEmail),
          conversationId,
          blockedBy: agent.operatorId,
        });
        const line = conversation.status === 'closed' ? null : await appendMessage(tx, conversationId, { author: 'system', body: 'ended-by-agent' });
        const row = await updateConversation(tx, conversationId, {
          blocked: true,
          status: 'closed',
          closedAt: conversation.closedAt ?? deps.now(),
          waitingSince: null,
        });
        return { row: line ? { ...row, lastSeq: line.seq } : row, line };
      });
      if (changed.line) return publishChange(changed.row, changed.line);
      await events.conversation(changed.row);
    },

    async markOnline(instanceId: string, agent: Agent): Promise<void> {
      await db
        .insert(chatAgentPresence)
        .values({ operatorId: agent.operatorId, instanceId, name: agent.name, seenAt: new Date() })
        .onConflictDoUpdate({ target: [chatAgentPresence.operatorId, chatAgentPresence.instanceId], set: { seenAt: new Date(), name: agent.name } });
    },

    async markOffline(instanceId: string, operatorId: string): Promise<void> {
      await db.delete(chatAgentPresence).where(and(eq(chatAgentPresence.operatorId, operatorId), eq(chatAgentPresence.instanceId, instanceId)));
    },

    /** Drops rows of instances that stopped without saying so. */
    async sweepPresence(): Promise<void> {
      await db.delete(chatAgentPresence).where(lt(chatAgentPresence.seenAt, new Date(Date.now() - PRESENCE_STALE_MS)));
    },
  };
}

export type AgentDesk = ReturnType<typeof createAgentDesk>;
