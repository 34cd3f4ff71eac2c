import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { $consent, $flags, emit, siteInfo, type LocaleCode } from '@sf/remote-contract';
import { CHAT_POLLING_MS } from '@sf/contracts/chat';
import { availability } from '../../testing/chat-fixtures';
import { chatHarness, endChatHarness, settle } from '../../testing/chat-harness';
import { allowChat, flagsWith } from '../../testing/chat-state';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { CHAT_DISABLED_MESSAGE } from './chat-availability';
import { ChatLauncher } from './chat-launcher';

const renderLauncher = (locale: LocaleCode = 'uk-en') =>
  renderInShell(<ChatLauncher site={siteInfo('northbound', locale, 'uk-en', 'prefix_except_default')} />, locale);

describe('ChatLauncher visibility', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  beforeEach(() => {
    chatHarness();
  });
  afterEach(() => {
    cleanup();
    endChatHarness();
    vi.restoreAllMocks();
  });

  it('shows a "Chat with us" button when the flag and consent allow chat', () => {
    allowChat();
    renderLauncher();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('complementary', { name: 'Chat with us' })).toBeTruthy();
  });

  it('renders nothing for the Canada locales, which have no live chat', async () => {
    allowChat();
    for (const locale of ['ca-en', 'ca-fr'] as const) {
      await loadLocaleTexts(locale);
      const { container } = renderLauncher(locale);
      expect(container.innerHTML, locale).toBe('');
      cleanup();
    }
    await loadLocaleTexts('uk-en');
  });

  it('renders nothing with the liveChat flag off and logs that once', () => {
    allowChat();
    $flags.set(flagsWith(false));
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { container } = renderLauncher();
    expect(container.innerHTML).toBe('');
    act(() => $flags.set(flagsWith(false)));
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(CHAT_DISABLED_MESSAGE);
  });

  it('renders nothing without performance, functional and targeting consent', () => {
    allowChat();
    $consent.setKey('targeting', false);
    const { container } = renderLauncher();
    expect(container.innerHTML).toBe('');
    act(() => $consent.setKey('targeting', true));
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeTruthy();
  });

  it('disappears when the flag is switched off while it is shown', () => {
    allowChat();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderLauncher();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeTruthy();
    act(() => $flags.set(flagsWith(false)));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });
});

describe('ChatLauncher panel', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  beforeEach(() => {
    chatHarness();
  });
  afterEach(() => {
    cleanup();
    endChatHarness();
  });

  it('opens a labelled non-modal dialog and moves focus into it', () => {
    allowChat();
    renderLauncher();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    fireEvent.click(launcher);
    const panel = screen.getByRole('dialog', { name: 'Chat with us' });
    expect(panel.getAttribute('aria-modal')).toBe('false');
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(launcher.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(panel);
  });

  it('closes on Escape and gives focus back to the launcher', () => {
    allowChat();
    renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    fireEvent.keyDown(screen.getByLabelText('Email address'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with us' }));
  });

  it('closes with its close button and gives focus back to the launcher', () => {
    allowChat();
    renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with us' }));
  });

  it('opens when another remote emits chat:open', () => {
    allowChat();
    renderLauncher();
    act(() => emit('chat:open', { source: 'help-page' }));
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toBeTruthy();
  });
});

describe('ChatLauncher availability polling (spec §4)', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    endChatHarness();
    vi.useRealTimers();
  });

  it('asks who answers every CHAT_POLLING_MS while the window is closed, and stops while it is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const chat = chatHarness();
    await chat.render();
    const polls = () => chat.server.calls('GET', '/api/chat/availability');
    expect(polls()).toHaveLength(1);
    expect(polls()[0]?.query.get('site')).toBe('uk-en');
    act(() => vi.advanceTimersByTime(CHAT_POLLING_MS * 2));
    await settle();
    expect(polls()).toHaveLength(3);

    chat.server.state.availability = availability('offline');
    await chat.open();
    // Once more on opening, then no more while open.
    expect(polls()).toHaveLength(4);
    expect(screen.getByTestId('prechat-form').getAttribute('data-mode')).toBe('offline');
    act(() => vi.advanceTimersByTime(CHAT_POLLING_MS * 3));
    await settle();
    expect(polls()).toHaveLength(4);
  });

  it('restores no conversation when the server has none (204)', async () => {
    const chat = chatHarness();
    await chat.render();
    expect(chat.server.calls('GET', '/api/chat/conversations/current')).toHaveLength(1);
    await chat.open();
    expect(screen.getByTestId('prechat-form')).toBeTruthy();
  });
});
