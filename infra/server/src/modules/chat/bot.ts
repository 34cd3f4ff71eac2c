/**
 * The seam for the assistant bot (module chat-bot): the chat service asks it while a conversation's status is `bot`.
 * It is found at run time (`app.chatBot`, or one installed with `app.chat.useBot`), so this module does not depend
 * on it; without one, a new conversation goes straight to the agents' queue.
 */
import type { LocaleCode } from '@sf/remote-contract';

export interface ChatBotReply {
  body: string;
  links: Array<{ title: string; href: string }>;
  /** False: the answer is a guess; the conversation goes to an agent after it. */
  confident: boolean;
  /** The bot decided a human should take over (asked for one, or out of its depth). */
  handoff: boolean;
}

export interface ChatBot {
  reply(input: { text: string; locale: LocaleCode; customerId: string | null; conversationId: string }): Promise<ChatBotReply>;
}

/** Name shown on the bot's messages. */
export const BOT_NAME = 'Assistant';

/** Longest wait for a bot answer before the conversation goes to a human instead. */
export const BOT_TIMEOUT_MS = 8000;

/** The bot's answer, or a handoff when it fails or takes too long (the shopper never waits on a broken bot). */
export async function askBot(bot: ChatBot, input: Parameters<ChatBot['reply']>[0], onError: (error: unknown) => void): Promise<ChatBotReply | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      bot.reply(input),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the bot took longer than ${BOT_TIMEOUT_MS} ms`)), BOT_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    onError(error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
