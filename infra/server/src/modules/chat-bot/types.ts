/**
 * The bot as the chat service calls it (issue 27): the seam is declared once, by its consumer (modules/chat/bot.ts);
 * this module implements it.
 */
export type { ChatBot, ChatBotReply } from '../chat';
