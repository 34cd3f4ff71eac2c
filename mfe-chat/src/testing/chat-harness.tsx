import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { $site, emit, siteInfo, type LocaleCode } from '@sf/remote-contract';
import { ChatLauncher } from '../features/live-chat/chat-launcher';
import { setChatSocketFactory } from '../features/live-chat/conversation-store';
import { allowChat, resetChatState } from './chat-state';
import { fakeChatServer } from './fake-chat-server';
import { fakeSockets } from './fake-socket';
import { loadLocaleTexts, renderInShell } from './render-in-shell';

/** The launcher against a fake chat server and fake sockets; `end()` in afterEach puts everything back. */
export function chatHarness() {
  const server = fakeChatServer();
  const sockets = fakeSockets();
  vi.stubGlobal('fetch', server.fetch);
  setChatSocketFactory(sockets.create);
  const dataLayer: unknown[] = [];
  (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
  return {
    server,
    sockets,
    dataLayer,
    chatEvents: () =>
      dataLayer.filter((entry): entry is { event: string; chat: Record<string, unknown> } => /^chat[A-Z]/.test((entry as { event: string }).event)),
    async render(locale: LocaleCode = 'uk-en') {
      await loadLocaleTexts(locale);
      allowChat();
      // The shell's site (analytics reads its country and language).
      $site.set(siteInfo('northbound', locale, 'uk-en', 'prefix_except_default'));
      const view = renderInShell(<ChatLauncher site={siteInfo('northbound', locale, 'uk-en', 'prefix_except_default')} />, locale);
      await settle();
      return view;
    },
    async open() {
      act(() => emit('chat:open', { source: 'test' }));
      await settle();
    },
  };
}

export function endChatHarness(): void {
  resetChatState();
  $site.set(null);
  vi.unstubAllGlobals();
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
}

/** Lets the fake server's answers (a few promise hops each) reach React. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
