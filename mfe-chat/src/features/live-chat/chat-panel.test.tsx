import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { $consent, $session, GUEST_SESSION } from '@sf/remote-contract';
import { governConsent } from '@sf/contracts/consent-governance';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@sf/contracts/chat';
import { CONVERSATION_ID, conversation, current, message } from '../../testing/chat-fixtures';
import { chatHarness, endChatHarness, settle } from '../../testing/chat-harness';
import { loadLocaleTexts } from '../../testing/render-in-shell';
import { $chatPanelOpen } from './chat-store';
import { $conversation } from './conversation-store';

const ATTACHMENT_ID = 'a0000000-0000-4000-8000-000000000001';

/** A conversation the server already has for this browser: the launcher restores it on load. */
async function withConversation(overrides: Parameters<typeof conversation>[0] = {}, messages = [message(1, { body: 'Hello, I am Sam.' })]) {
  const chat = chatHarness();
  chat.server.state.current = current(overrides, messages);
  await chat.render();
  const socket = chat.sockets.latest();
  act(() => socket.open());
  return { chat, socket };
}

describe('chat panel conversation', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    endChatHarness();
    vi.restoreAllMocks();
  });

  it('restores the open conversation on page load and connects with the last seq', async () => {
    const { chat, socket } = await withConversation({}, [message(1), message(2, { body: 'Your parcel left today.' })]);
    expect(chat.server.calls('GET', '/api/chat/conversations/current')).toHaveLength(1);
    expect(socket.url).toMatch(/^wss?:\/\/.*\/api\/chat\/ws$/);
    expect(socket.sent[0]).toEqual({ type: 'hello', as: 'shopper', lastSeq: 2 });
    await chat.open();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent).toContain('Your parcel left today.');
    expect(screen.queryByTestId('prechat-form')).toBeNull();
  });

  it('shows a new message in the log with its author and time', async () => {
    const { chat, socket } = await withConversation();
    await chat.open();
    act(() => socket.receive({ type: 'message', message: message(2, { body: 'Let me check that.', sentAt: '2026-03-02T10:07:00.000Z' }) }));
    const lines = within(screen.getByRole('log')).getAllByTestId('chat-message');
    const last = lines[lines.length - 1] as HTMLElement;
    expect(last.textContent).toContain('Sam');
    expect(last.textContent).toContain('Let me check that.');
    expect(last.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T10:07:00.000Z');
  });

  it('renders what people typed as plain text, never as markup', async () => {
    const { chat, socket } = await withConversation();
    await chat.open();
    const body = '<script>alert(1)</script><b>bold</b> <img src=x onerror=alert(2)>';
    act(() => socket.receive({ type: 'message', message: message(2, { body }) }));
    const log = screen.getByRole('log');
    expect(log.textContent).toContain(body);
    expect(log.querySelector('script')).toBeNull();
    expect(log.querySelector('b')).toBeNull();
    expect(log.querySelector('img')).toBeNull();
  });

  it('words system lines itself, links the bot sources and shows attachments', async () => {
    const { chat, socket } = await withConversation({ status: 'bot', agentName: null });
    await chat.open();
    act(() => {
      socket.receive({
        type: 'message',
        message: message(2, {
          author: 'bot',
          authorName: null,
          body: 'Returns are free within 30 days.',
          links: [
            { title: 'Returns policy', href: '/help/returns' },
            { title: 'Bad', href: 'javascript:alert(1)' },
          ],
        }),
      });
      socket.receive({ type: 'message', message: message(3, { author: 'system', authorName: null, body: 'agent-joined' }) });
      socket.receive({
        type: 'message',
        message: message(4, {
          attachment: { id: ATTACHMENT_ID, name: 'label.png', type: 'image/png', size: 1200, url: `/api/chat/attachments/${ATTACHMENT_ID}` },
        }),
      });
      socket.receive({
        type: 'message',
        message: message(5, {
          attachment: { id: ATTACHMENT_ID, name: 'invoice.pdf', type: 'application/pdf', size: 1200, url: `/api/chat/attachments/${ATTACHMENT_ID}` },
        }),
      });
    });
    const log = screen.getByRole('log');
    expect(within(log).getByText('Assistant', { exact: false })).toBeTruthy();
    expect(within(log).getByRole('link', { name: 'Returns policy' }).getAttribute('href')).toBe('/help/returns');
    expect(within(log).queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(within(log).getByTestId('chat-system-line').textContent).toBe('An agent has joined the chat.');
    expect(within(log).getByRole('img', { name: 'label.png' }).getAttribute('src')).toBe(`/api/chat/attachments/${ATTACHMENT_ID}`);
    expect(within(log).getByRole('link', { name: 'invoice.pdf (PDF)' })).toBeTruthy();
  });

  it('shows the agent typing', async () => {
    const { chat, socket } = await withConversation();
    await chat.open();
    act(() => socket.receive({ type: 'typing', conversationId: CONVERSATION_ID, author: 'agent', typing: true }));
    expect(screen.getByTestId('chat-activity').textContent).toBe('Sam is typing…');
    act(() => socket.receive({ type: 'typing', conversationId: CONVERSATION_ID, author: 'agent', typing: false }));
    expect(screen.getByTestId('chat-activity').textContent).toBe('');
  });

  it('sends with Enter (Shift+Enter is a new line), shows "Sending…" until the ack, and says when the shopper types', async () => {
    const { chat, socket } = await withConversation();
    await chat.open();
    const box = screen.getByLabelText('Type your message') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Where is' } });
    expect(socket.sentOfType('typing')).toEqual([{ type: 'typing', conversationId: CONVERSATION_ID, typing: true }]);
    fireEvent.change(box, { target: { value: 'Where is my' } });
    expect(socket.sentOfType('typing')).toHaveLength(1);
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(socket.sentOfType('send')).toHaveLength(0);
    expect(screen.getByTestId('chat-character-count').textContent).toBe('11 / 2000 characters');

    fireEvent.keyDown(box, { key: 'Enter' });
    const [send] = socket.sentOfType('send');
    expect(send).toMatchObject({ conversationId: CONVERSATION_ID, body: 'Where is my' });
    expect(send?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(socket.sentOfType('typing').at(-1)).toEqual({ type: 'typing', conversationId: CONVERSATION_ID, typing: false });
    expect(box.value).toBe('');
    expect(screen.getByTestId('chat-outgoing').textContent).toContain('Sending…');

    act(() =>
      socket.receive({
        type: 'ack',
        clientId: send?.clientId ?? '',
        message: message(2, { author: 'shopper', authorName: null, body: 'Where is my', clientId: send?.clientId ?? null }),
      }),
    );
    expect(screen.queryByTestId('chat-outgoing')).toBeNull();
    expect(screen.getByRole('log').textContent).toContain('You');
    expect(screen.getByRole('log').textContent).toContain('Where is my');
  });

  it('shows a refusal next to the message it concerns', async () => {
    const { chat, socket } = await withConversation();
    await chat.open();
    const box = screen.getByLabelText('Type your message');
    fireEvent.change(box, { target: { value: 'again' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const clientId = socket.sentOfType('send')[0]?.clientId;
    act(() => socket.receive({ type: 'error', code: 'rate-limited', message: 'Slow down: too many messages.', clientId }));
    expect(screen.getByTestId('chat-outgoing').textContent).toContain('Slow down: too many messages.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('chat-outgoing')).toBeNull();
  });

  it('checks a file before uploading it, uploads it raw and sends it as a message', async () => {
    const { chat, socket } = await withConversation();
    await chat.open();
    const input = screen.getByLabelText('Attach a file') as HTMLInputElement;
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: CHAT_ATTACHMENT_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('huge.png is larger than 5 MB. Choose a smaller file.');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert').textContent).toContain('notes.txt cannot be sent');
    expect(chat.server.calls('POST', '/api/chat/conversations/current/attachments')).toHaveLength(0);

    chat.server.state.uploadAnswer = {
      status: 201,
      body: { id: ATTACHMENT_ID, name: 'receipt.png', type: 'image/png', size: 3, url: `/api/chat/attachments/${ATTACHMENT_ID}` },
    };
    fireEvent.change(input, { target: { files: [new File(['png'], 'receipt.png', { type: 'image/png' })] } });
    await settle();
    const [upload] = chat.server.calls('POST', '/api/chat/conversations/current/attachments');
    expect(upload?.headers.get('content-type')).toBe('image/png');
    expect(upload?.headers.get('x-file-name')).toBe('receipt.png');
    expect(upload?.body).toBeInstanceOf(File);
    expect(socket.sentOfType('send')[0]).toMatchObject({ attachmentId: ATTACHMENT_ID, body: '' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server reason when an upload is refused', async () => {
    const { chat } = await withConversation();
    await chat.open();
    chat.server.state.uploadAnswer = { status: 415, body: { statusCode: 415, error: 'Unsupported Media Type', message: 'The file is not an image or a PDF.' } };
    fireEvent.change(screen.getByLabelText('Attach a file'), { target: { files: [new File(['x'], 'fake.png', { type: 'image/png' })] } });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The file is not an image or a PDF.');
  });

  it('offers "Talk to a person" while the bot answers, and sends the handoff', async () => {
    const { chat, socket } = await withConversation({ status: 'bot', agentName: null });
    await chat.open();
    fireEvent.click(screen.getByRole('button', { name: 'Talk to a person' }));
    expect(socket.sentOfType('handoff')).toEqual([{ type: 'handoff', conversationId: CONVERSATION_ID }]);
    act(() => socket.receive({ type: 'conversation', conversation: conversation({ status: 'waiting', agentName: null }) }));
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).toBeNull();
    expect(screen.getByTestId('chat-conversation').textContent).toContain('You are in the queue');
  });

  it('ends the chat with the transcript, then offers a new chat', async () => {
    const { chat, socket } = await withConversation();
    await chat.open();
    fireEvent.click(screen.getByRole('button', { name: 'End chat' }));
    const transcript = screen.getByLabelText('Email me the transcript') as HTMLInputElement;
    expect(document.activeElement).toBe(transcript);
    fireEvent.click(transcript);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, end chat' }));
    await settle();
    expect(chat.server.calls('POST', '/api/chat/conversations/current/close')[0]?.body).toEqual({ transcript: true });
    expect(socket.closed).toBe(true);
    expect(screen.getByText('This chat has ended')).toBeTruthy();
    expect(screen.queryByLabelText('Type your message')).toBeNull();
    expect(chat.chatEvents().map((entry) => [entry.event, entry.chat.closedWhat])).toEqual([['chatClosed', 'conversation']]);

    const again = screen.getByRole('button', { name: 'Start a new chat' });
    expect(document.activeElement).toBe(again);
    fireEvent.click(again);
    expect(screen.getByTestId('prechat-form')).toBeTruthy();
  });

  it('keeps chatting when the shopper changes their mind', async () => {
    const { chat } = await withConversation();
    await chat.open();
    fireEvent.click(screen.getByRole('button', { name: 'End chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep chatting' }));
    expect(screen.getByLabelText('Type your message')).toBeTruthy();
    expect(chat.server.calls('POST', '/api/chat/conversations/current/close')).toHaveLength(0);
  });

  it('greets loyalty members differently at the top of the conversation', async () => {
    const { chat } = await withConversation({ visitor: { kind: 'account', email: 'lena@example.com', name: 'Lena', loyaltyMember: true } });
    await chat.open();
    expect(screen.getByTestId('chat-greeting').textContent).toMatch(/^Welcome back, loyalty member!/);
    cleanup();
    endChatHarness();
    const other = await withConversation();
    await other.chat.open();
    expect(screen.getByTestId('chat-greeting').textContent).toBe('Hi! How can we help you today?');
  });

  it('reports a transfer and a chat the agent ended', async () => {
    const { chat, socket } = await withConversation();
    act(() => {
      socket.receive({ type: 'message', message: message(2, { author: 'system', authorName: null, body: 'transferred' }) });
      socket.receive({ type: 'conversation', conversation: conversation({ status: 'waiting', agentName: null }) });
      socket.receive({ type: 'conversation', conversation: conversation({ agentName: 'Robin' }) });
      socket.receive({ type: 'conversation', conversation: conversation({ agentName: 'Kim' }) });
      socket.receive({ type: 'conversation', conversation: conversation({ agentName: 'Kim', status: 'closed', closedAt: '2026-03-02T11:00:00.000Z' }) });
    });
    expect(chat.chatEvents().map((entry) => entry.event)).toEqual(['chatTransfer', 'chatTransfer', 'chatEnded']);
    expect(socket.closed).toBe(true);
    await chat.open();
    expect(screen.getByText('This chat has ended')).toBeTruthy();
  });

  it('reports the window closed while a conversation goes on', async () => {
    const { chat } = await withConversation();
    await chat.open();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(chat.chatEvents().map((entry) => [entry.event, entry.chat.closedWhat])).toEqual([['chatClosed', 'window']]);
  });

  it('counts agent and bot replies while the window is closed, on the launcher, until it opens', async () => {
    const { socket } = await withConversation();
    act(() => {
      socket.receive({ type: 'message', message: message(2) });
      socket.receive({ type: 'message', message: message(3, { author: 'bot', authorName: 'Assistant' }) });
      socket.receive({ type: 'message', message: message(4, { author: 'system', authorName: null, body: 'agent-joined' }) });
    });
    const badge = screen.getByTestId('chat-unread');
    expect(badge.textContent).toContain('Unread messages: 2');
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher.getAttribute('aria-describedby')).toBe(badge.id);
    fireEvent.click(launcher);
    expect(screen.queryByTestId('chat-unread')).toBeNull();
    act(() => socket.receive({ type: 'message', message: message(5) }));
    expect(screen.queryByTestId('chat-unread')).toBeNull();
  });

  it('says when the connection is lost', async () => {
    const { chat, socket } = await withConversation();
    await chat.open();
    act(() => socket.drop());
    expect(screen.getByTestId('chat-activity').textContent).toBe('Connection lost. Reconnecting…');
  });

  it('clears and closes everything when the shopper signs out (spec §4)', async () => {
    $session.set({ status: 'registered', customerId: 'c1', email: 'lena@example.com', firstName: 'Lena', isLoyaltyMember: false, isEmployee: false });
    const { chat, socket } = await withConversation();
    await chat.open();
    act(() => $session.set(GUEST_SESSION));
    await settle();
    expect(socket.closed).toBe(true);
    expect($conversation.get()).toBeNull();
    expect($chatPanelOpen.get()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chat.server.calls('POST', '/api/chat/conversations/current/close')[0]?.body).toEqual({ transcript: false });
    // Nothing of it comes back, and no socket reconnects.
    expect(chat.sockets.sockets).toHaveLength(1);
  });

  it('ends the conversation the moment a chat consent category is withdrawn (issue 24)', async () => {
    const stopGoverning = governConsent();
    const { socket } = await withConversation();
    act(() => $consent.setKey('functional', false));
    expect(socket.closed).toBe(true);
    expect($conversation.get()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    stopGoverning();
  });
});
