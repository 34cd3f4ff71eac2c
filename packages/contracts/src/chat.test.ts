import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGE_BY_LOCALE, CHAT_MESSAGE_MAX, ChatClientFrameSchema, ChatServerFrameSchema, ChatTransferBodySchema, chatLanguageFor } from './chat';

describe('chat frames', () => {
  it('reads both hello frames (nested on `as`) and every other client frame', () => {
    const conversationId = randomUUID();
    const frames = [
      { type: 'hello', as: 'shopper', lastSeq: 3 },
      { type: 'hello', as: 'agent' },
      { type: 'watch', conversationId, lastSeq: 0 },
      { type: 'send', conversationId, clientId: randomUUID(), body: 'hi' },
      { type: 'typing', conversationId, typing: true },
      { type: 'handoff', conversationId },
      { type: 'ping' },
    ];
    for (const frame of frames) expect(ChatClientFrameSchema.parse(frame)).toEqual(frame);
  });

  it('refuses frames that do not fit', () => {
    const conversationId = randomUUID();
    for (const frame of [
      { type: 'hello', as: 'shopper' },
      { type: 'hello', as: 'root' },
      { type: 'send', conversationId, clientId: 'not-a-uuid', body: 'hi' },
      { type: 'send', conversationId, clientId: randomUUID(), body: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
      { type: 'nope' },
    ]) {
      expect(ChatClientFrameSchema.safeParse(frame).success).toBe(false);
    }
    expect(ChatServerFrameSchema.safeParse({ type: 'error', code: 'bad-frame', message: 'x' }).success).toBe(true);
  });

  it('names a queue or an agent for a transfer, not both', () => {
    expect(ChatTransferBodySchema.safeParse({ agentId: 'a' }).success).toBe(true);
    expect(ChatTransferBodySchema.safeParse({}).success).toBe(false);
    expect(ChatTransferBodySchema.safeParse({ agentId: 'a', queue: { brand: 'northbound', language: 'de' } }).success).toBe(false);
  });

  it('maps every locale to a chat language, none in Canada', () => {
    expect(chatLanguageFor('at-de')).toBe('de');
    expect(chatLanguageFor('ca-fr')).toBeNull();
    expect(Object.keys(CHAT_LANGUAGE_BY_LOCALE)).toHaveLength(15);
  });
});
