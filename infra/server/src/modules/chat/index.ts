/**
 * The live chat module (issue 27): conversations between shoppers and agents (and the assistant bot first, when one
 * is registered), their messages over the WebSocket /api/chat/ws and the REST routes around it. Events fan out in
 * process, or across instances through Redis pub/sub when REDIS_URL is set (hub.ts). Decorates `fastify.chat`.
 */
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { originOfBrand } from '../../site-context';
import { chatAgentRoutes } from './agent-routes';
import type { ChatBot } from './bot';
import { openChatHub } from './hub';
import { createChatService, type ChatService } from './service';
import { chatShopperRoutes } from './shopper-routes';
import { chatConversations } from './tables';
import { chatSocket } from './ws';

export type { ChatBot, ChatBotReply } from './bot';
export type { ChatService } from './service';
export { CHAT_HOURS, openingNow } from './hours';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
  }
}

export interface ChatPluginOptions {
  /** The clock business hours are read from (tests pick the moment). */
  now?: () => Date;
}

/** The name another module decorates the app with to answer first (see bot.ts). */
const BOT_DECORATOR = 'chatBot';

export default fp<ChatPluginOptions>(
  async (app, options) => {
    const hub = await openChatHub(app.config.REDIS_URL, `${app.config.CHAT_CHANNEL}:events`, (message) => app.log.warn(message));
    app.addHook('onClose', () => hub.close());
    const service = createChatService({
      db: app.database.db,
      hub,
      outbox: app.outbox,
      accounts: {
        customer: (id) => app.identity.customer(id),
        isLoyaltyMember: (customerId, brand) => app.loyalty.isMember(customerId, brand),
      },
      agents: () => app.operators.withRole('agent'),
      now: options.now ?? (() => new Date()),
      botFirst: app.config.CHAT_BOT_FIRST,
      alwaysOpen: app.config.CHAT_HOURS === 'always',
      findBot: () => (app.hasDecorator(BOT_DECORATOR) ? (app.getDecorator<ChatBot | null>(BOT_DECORATOR) ?? null) : null),
      continueUrl: (brand, token) => `${originOfBrand(app.config.brandOrigins, brand, app.config.DEFAULT_BRAND)}/api/chat/continue?token=${token}`,
      logError: (error, message) => app.log.error({ err: error }, message),
    });
    app.decorate('chat', service);
    // GDPR erasure: an account's conversations (messages, files and tokens cascade).
    app.onCustomerDeleted(async (customerId) => {
      await app.database.db.delete(chatConversations).where(eq(chatConversations.customerId, customerId));
    });
    // Not wrapped by fastify-plugin: the upload body parser and the WebSocket plugin stay inside this module.
    await app.register(async (scope) => {
      await scope.register(chatSocket);
      await scope.register(chatShopperRoutes);
      await scope.register(chatAgentRoutes);
    });
  },
  { name: 'chat', dependencies: ['database', 'config', 'customer', 'key-value', 'rate-limit', 'operators', 'outbox', 'identity', 'cart', 'orders', 'loyalty'] },
);
