/** The chat service `fastify.chat`: conversations, the agents' desk, availability and the bot seam, over one hub. */
import { chatLanguageFor, type ChatAvailability } from '@sf/contracts/chat';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-errors';
import type { OutboxService } from '../outbox';
import { createAgentDesk } from './agent-desk';
import type { ChatBot } from './bot';
import { createConversations, noChatOn, type AccountDirectory } from './conversations';
import { chatEvents } from './events';
import { openingNow } from './hours';
import type { ChatHub } from './hub';

export interface ChatServiceOptions {
  db: Database;
  hub: ChatHub;
  outbox: OutboxService;
  accounts: AccountDirectory;
  agents: () => Promise<Array<{ id: string; email: string }>>;
  now: () => Date;
  /** CHAT_BOT_FIRST: a new conversation is answered by the bot first (when there is one). */
  botFirst: boolean;
  /** CHAT_HOURS=always: agents around the clock. */
  alwaysOpen: boolean;
  /** The bot registered by another module (`app.chatBot`), looked up when needed. */
  findBot: () => ChatBot | null;
  continueUrl: (brand: string, token: string) => string;
  logError: (error: unknown, message: string) => void;
}

export function createChatService(options: ChatServiceOptions) {
  // undefined: whatever bot the app registered (the chat-bot module); null: none (useBot(null), e.g. a test of the
  // human desk alone).
  let installed: ChatBot | null | undefined;
  const bot = () => (installed === undefined ? options.findBot() : installed);
  const events = chatEvents(options.hub);
  const conversations = createConversations({ ...options, events, bot });
  const desk = createAgentDesk({ db: options.db, events, now: options.now, agents: options.agents });

  return {
    ...conversations,
    desk,
    events,
    hub: options.hub,
    now: options.now,

    /** Installs the assistant (the chat-bot module, or a test); null removes it. */
    useBot(next: ChatBot | null): void {
      installed = next;
    },

    async availability(brand: BrandKey, locale: LocaleCode): Promise<ChatAvailability> {
      const language = chatLanguageFor(locale);
      if (!language) throw new HttpError(404, noChatOn(locale));
      const opening = openingNow(locale, options.now(), options.alwaysOpen);
      const mode = !opening.open ? 'offline' : options.botFirst && bot() ? 'bot' : 'agent';
      return {
        queue: { brand, language },
        open: opening.open,
        agentsOnline: await desk.agentsOnline(),
        mode,
        hoursToday: opening.hoursToday,
        timeZone: opening.timeZone,
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
