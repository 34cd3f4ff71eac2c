/**
 * The agent console's API (/api/internal/chat/…, operators holding the agent role; admins hold every role): the
 * queues, one conversation with the shopper's context, claim, transfer, close, block, and canned replies.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@sf/contracts/api';
import {
  CHAT_LANGUAGES,
  ChatAgentViewSchema,
  ChatCannedRepliesSchema,
  ChatCloseBodySchema,
  ChatQueuesSchema,
  ChatTransferBodySchema,
} from '@sf/contracts/chat';
import { errorResponses, HttpError } from '../../http-errors';
import { agentNameOf, type Agent } from './agent-desk';
import { cannedReplies } from './canned';
import { shopperContext } from './context';
import { conversationView } from './store';

const tags = ['internal'];
const security = [{ operatorSession: [] }];
const IdParams = z.object({ id: z.string().uuid('id: expected a conversation id') });
const operatorErrors = { 401: ApiErrorSchema.describe('No operator session'), 403: ApiErrorSchema.describe('Not an agent, or sent from another site') };

export const chatAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.chat;
  const agentOnly = app.requireOperatorRole('agent');

  const agentOf = (request: FastifyRequest): Agent => {
    const operator = request.operator;
    if (!operator) throw new HttpError(401, 'Sign in as an operator with the agent role');
    return { operatorId: operator.operatorId, name: agentNameOf(operator.email) };
  };

  app.get('/api/internal/chat/queues', {
    schema: {
      tags,
      summary: 'Waiting and active chat conversations of every queue, and which agents are online',
      security,
      response: { 200: ChatQueuesSchema, ...operatorErrors },
    },
    preHandler: agentOnly,
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.desk.queues()),
  });

  app.get('/api/internal/chat/conversations/:id', {
    schema: {
      tags,
      summary: "A conversation, its messages and the shopper's context (page, site, basket, own recent orders, loyalty tier)",
      security,
      params: IdParams,
      response: { 200: ChatAgentViewSchema, 400: errorResponses[400], ...operatorErrors, 404: errorResponses[404] },
    },
    preHandler: agentOnly,
    handler: async (request, reply) => {
      const current = await service.current(request.params.id);
      if (!current) throw new HttpError(404, `conversation: no conversation ${request.params.id}`);
      const context = await shopperContext({ cart: app.cart, orders: app.orders, loyalty: app.loyalty }, current.conversation);
      return reply
        .header('cache-control', 'no-store')
        .send({ conversation: conversationView(current.conversation), messages: current.messages, context, agentId: current.conversation.agentId });
    },
  });

  app.post('/api/internal/chat/conversations/:id/claim', {
    schema: {
      tags,
      summary: 'Take a waiting conversation; 409 when another agent was quicker',
      security,
      params: IdParams,
      response: {
        204: z.null(),
        400: errorResponses[400],
        ...operatorErrors,
        404: errorResponses[404],
        409: ApiErrorSchema.describe('Another agent already took it, or it ended'),
      },
    },
    preHandler: agentOnly,
    handler: async (request, reply) => {
      await service.desk.claim(request.params.id, agentOf(request));
      return reply.code(204).send(null);
    },
  });

  app.post('/api/internal/chat/conversations/:id/transfer', {
    schema: {
      tags,
      summary: 'Transfer a conversation to another queue (brand and language) or to a named agent',
      security,
      params: IdParams,
      body: ChatTransferBodySchema,
      response: {
        204: z.null(),
        400: errorResponses[400],
        ...operatorErrors,
        404: errorResponses[404],
        409: ApiErrorSchema.describe('The conversation ended'),
      },
    },
    preHandler: agentOnly,
    handler: async (request, reply) => {
      await service.desk.transfer(request.params.id, request.body);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/internal/chat/conversations/:id/close', {
    schema: {
      tags,
      summary: 'End a conversation; transcript: true e-mails it to the shopper',
      security,
      params: IdParams,
      body: ChatCloseBodySchema,
      response: { 204: z.null(), 400: errorResponses[400], ...operatorErrors, 404: errorResponses[404] },
    },
    preHandler: agentOnly,
    handler: async (request, reply) => {
      await service.close(request.params.id, 'agent', request.body.transcript);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/internal/chat/conversations/:id/block', {
    schema: {
      tags,
      summary: 'Block the visitor (account and e-mail): no new conversation, nothing more sent; this one ends',
      security,
      params: IdParams,
      response: { 204: z.null(), 400: errorResponses[400], ...operatorErrors, 404: errorResponses[404] },
    },
    preHandler: agentOnly,
    handler: async (request, reply) => {
      await service.desk.block(request.params.id, agentOf(request));
      request.log.info({ conversation: request.params.id, operator: request.operator?.email }, 'chat: blocked a visitor');
      return reply.code(204).send(null);
    },
  });

  app.get('/api/internal/chat/canned', {
    schema: {
      tags,
      summary: 'Canned replies in a chat language',
      security,
      querystring: z.object({ language: z.enum(CHAT_LANGUAGES) }),
      response: { 200: ChatCannedRepliesSchema, 400: errorResponses[400], ...operatorErrors },
    },
    preHandler: agentOnly,
    handler: async (request, reply) => reply.header('cache-control', 'private, max-age=300').send({ replies: cannedReplies(request.query.language) }),
  });
};
