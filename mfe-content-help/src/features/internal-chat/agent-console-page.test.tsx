import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiRequestError } from '@sf/api-client';
import type { ChatAgentView, ChatConversationSummary } from '@sf/contracts/chat';
import { siteInfo } from '@sf/remote-contract';
import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';
import { nestedServerTexts } from '../../testing/help-texts';
import type { AgentApi, ChatCloseBody, ChatQueues, ChatTransferBody } from './agent-api';
import { createAgentConnection } from './agent-connection';
import { AgentConsolePage } from './agent-console-page';
import { CONVERSATION_ID, chatMessage, clientIds, fakeSockets, summary, uuid } from './testing/fake-chat';

const { loadLocaleTexts, renderInShell } = createShellRenderer({
  'agent-console': nestedServerTexts('agent-console'),
  'operator-sign-in': serverTexts('operator-sign-in'),
});

const props = {
  route: { name: 'internal-chat', path: '/internal/chat', params: {}, query: {} },
  locale: 'uk-en' as const,
  site: siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'),
  navigate: () => undefined,
};

function agentView(overrides: Partial<ChatAgentView> = {}): ChatAgentView {
  const { lastMessage: _lastMessage, waitingSince: _waitingSince, ...conversation } = summary({ status: 'active', agentName: 'Sam' });
  return {
    conversation,
    messages: [chatMessage(1, { body: 'Where is my order?' })],
    context: {
      page: { path: '/p/ridge-hiker-nb1001', type: 'PDP' },
      site: 'de-de',
      basket: { itemCount: 2, total: '€129.90' },
      recentOrders: [{ orderNumber: 'NB12345678', status: 'shipped', placedAt: '2026-11-20T10:00:00.000Z', total: '€89.95' }],
      loyaltyTier: null,
    },
    agentId: 'agent-sam',
    ...overrides,
  };
}

/** The server in memory: records every call; `claimAnswer` decides the next claim. */
function fakeApi(options: { queues?: ChatQueues[]; view?: ChatAgentView; claim?: () => Promise<void> } = {}) {
  const calls: Array<[string, ...unknown[]]> = [];
  const answers = options.queues ?? [{ waiting: [], active: [], agents: [] }];
  let queueCalls = 0;
  const api: AgentApi = {
    queues: async () => {
      const answer = answers[Math.min(queueCalls, answers.length - 1)] as ChatQueues;
      queueCalls++;
      calls.push(['queues']);
      return answer;
    },
    conversation: async (id) => {
      calls.push(['conversation', id]);
      return options.view ?? agentView();
    },
    claim: async (id) => {
      calls.push(['claim', id]);
      return options.claim ? options.claim() : undefined;
    },
    transfer: async (id: string, body: ChatTransferBody) => {
      calls.push(['transfer', id, body]);
    },
    close: async (id: string, body: ChatCloseBody) => {
      calls.push(['close', id, body]);
    },
    block: async (id) => {
      calls.push(['block', id]);
    },
    canned: async (language) => {
      calls.push(['canned', language]);
      return [{ id: 'greeting', title: 'Greeting', body: 'Guten Tag, wie kann ich helfen?' }];
    },
    signIn: async () => undefined,
  };
  return { api, calls, queueCalls: () => queueCalls };
}

function renderConsole(api: AgentApi) {
  const fake = fakeSockets();
  const createConnection = () => createAgentConnection({ createSocket: fake.createSocket, url: () => 'ws://shop.test/api/chat/ws', newClientId: clientIds() });
  renderInShell(<AgentConsolePage {...props} api={api} createConnection={createConnection} />);
  return fake;
}

/** The console is up and its socket open. */
async function openConsole(api: AgentApi) {
  const fake = renderConsole(api);
  await waitFor(() => expect(fake.sockets).toHaveLength(1));
  act(() => fake.latest().accept());
  // The page subscribes to the connection in a render of its own: frames delivered before it would land unseen by
  // the assertions that follow them (on a loaded machine that render comes a task later).
  await screen.findByText('Connected: new conversations and messages appear here as they arrive.');
  return fake;
}

const activeOne: ChatConversationSummary = summary({ status: 'active', agentName: 'Sam', waitingSince: null });

/** Opens the active conversation from the list and waits for its log. */
async function openConversation(api: AgentApi) {
  const fake = await openConsole(api);
  act(() => fake.latest().deliver({ type: 'queues', waiting: [], active: [activeOne] }));
  fireEvent.click(screen.getByRole('button', { name: 'Open the conversation with Anna (anna@example.com)' }));
  await screen.findByRole('log', { name: 'Conversation with Anna (anna@example.com)' });
  return fake;
}

describe('AgentConsolePage', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(cleanup);

  it('shows the queues a queues frame sends, per brand and language, and says hello as an agent', async () => {
    const { api } = fakeApi();
    const fake = await openConsole(api);
    expect(fake.latest().sent).toEqual([{ type: 'hello', as: 'agent' }]);
    act(() =>
      fake.latest().deliver({
        type: 'queues',
        waiting: [summary({ visitor: { kind: 'guest', email: 'anna@example.com', name: 'Anna', loyaltyMember: true } })],
        active: [
          summary({
            id: uuid(2),
            status: 'active',
            queue: { brand: 'kerbside', language: 'fr' },
            agentName: 'Sam',
            visitor: { kind: 'account', email: 'leo@example.com', name: null, loyaltyMember: false },
          }),
        ],
      }),
    );
    const queues = screen.getAllByTestId('agent-queue');
    expect(queues.map((queue) => within(queue).getByRole('heading', { level: 3 }).textContent)).toEqual(['Kerbside · French', 'Northbound · German']);
    const waiting = within(queues[1] as HTMLElement).getByRole('list', { name: 'Waiting (1)' });
    expect(within(waiting).getByText('Anna (anna@example.com)')).toBeTruthy();
    expect(within(waiting).getByText('Loyalty member')).toBeTruthy();
    expect(within(waiting).getByText('Where is my order?')).toBeTruthy();
    expect(within(waiting).getByText(/^Order · waiting \d+ min$/)).toBeTruthy();
    expect(within(queues[0] as HTMLElement).getByRole('button', { name: 'Open the conversation with leo@example.com' })).toBeTruthy();
  });

  it('a conversation another agent took leaves "waiting" when the next queues frame comes', async () => {
    const { api } = fakeApi();
    const fake = await openConsole(api);
    act(() => fake.latest().deliver({ type: 'queues', waiting: [summary()], active: [] }));
    expect(screen.getByRole('button', { name: 'Take the conversation with Anna (anna@example.com)' })).toBeTruthy();
    act(() => fake.latest().deliver({ type: 'queues', waiting: [], active: [summary({ status: 'active', agentName: 'Kim' })] }));
    expect(screen.queryByRole('button', { name: /^Take/ })).toBeNull();
    expect(screen.getByText('Order · with Kim')).toBeTruthy();
  });

  it('Take claims the conversation and opens it: its messages, the shopper context, and a watch from its last seq', async () => {
    const { api, calls } = fakeApi({ queues: [{ waiting: [summary()], active: [], agents: [] }] });
    const fake = await openConsole(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Take the conversation with Anna (anna@example.com)' }));
    const log = await screen.findByRole('log', { name: 'Conversation with Anna (anna@example.com)' });
    expect(calls).toContainEqual(['claim', CONVERSATION_ID]);
    expect(within(log).getByText('Where is my order?')).toBeTruthy();
    await waitFor(() => expect(fake.latest().sent.at(-1)).toEqual({ type: 'watch', conversationId: CONVERSATION_ID, lastSeq: 1 }));
    const context = screen.getByRole('region', { name: 'Shopper' });
    expect(within(context).getByText('Guest — identified by e-mail only')).toBeTruthy();
    expect(within(context).getByText('Items: 2, total €129.90')).toBeTruthy();
    expect(within(context).getByText(/^NB12345678, .*: shipped, €89\.95$/)).toBeTruthy();
    expect(within(context).getByText('Northbound · de-de')).toBeTruthy();
  });

  it('a claim answered 409 shows the server message, drops the conversation from waiting and asks for the queues again', async () => {
    const taken = new ApiRequestError({
      method: 'POST',
      url: `/api/internal/chat/conversations/${CONVERSATION_ID}/claim`,
      status: 409,
      statusText: 'Conflict',
      body: { statusCode: 409, error: 'Conflict', message: 'another agent already took this conversation' },
    });
    const { api, queueCalls } = fakeApi({
      queues: [
        { waiting: [summary()], active: [], agents: [] },
        { waiting: [], active: [summary({ status: 'active', agentName: 'Kim' })], agents: [] },
      ],
      claim: () => Promise.reject(taken),
    });
    await openConsole(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Take the conversation with Anna (anna@example.com)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('another agent already took this conversation');
    expect(screen.queryByRole('button', { name: /^Take/ })).toBeNull();
    await waitFor(() => expect(queueCalls()).toBe(2));
    expect(await screen.findByText('Order · with Kim')).toBeTruthy();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('a sent message shows as "Sending…" until its ack, then as the stored message', async () => {
    const { api } = fakeApi();
    const fake = await openConversation(api);
    const field = screen.getByLabelText('Message');
    fireEvent.change(field, { target: { value: 'Your parcel left yesterday.' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const log = screen.getByRole('log');
    const pending = within(log).getByTestId('agent-message-pending');
    expect(pending.textContent).toContain('Your parcel left yesterday.');
    expect(pending.textContent).toContain('Sending…');
    expect((field as HTMLTextAreaElement).value).toBe('');
    const send = fake.latest().sent.find((frame) => frame.type === 'send');
    expect(send).toMatchObject({ type: 'send', conversationId: CONVERSATION_ID, body: 'Your parcel left yesterday.' });
    const clientId = (send as { clientId: string }).clientId;
    act(() =>
      fake
        .latest()
        .deliver({ type: 'ack', clientId, message: chatMessage(2, { author: 'agent', authorName: 'Sam', body: 'Your parcel left yesterday.', clientId }) }),
    );
    expect(within(log).queryByTestId('agent-message-pending')).toBeNull();
    expect(within(log).getAllByTestId('agent-message').at(-1)?.textContent).toContain('Your parcel left yesterday.');
    expect(within(log).queryByText('Sending…')).toBeNull();
  });

  it('Shift+Enter does not send', async () => {
    const { api } = fakeApi();
    const fake = await openConversation(api);
    const field = screen.getByLabelText('Message');
    fireEvent.change(field, { target: { value: 'line one' } });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(fake.latest().sent.some((frame) => frame.type === 'send')).toBe(false);
  });

  it('renders a shopper message with markup as text, and system lines in words', async () => {
    const { api } = fakeApi({
      view: agentView({
        messages: [chatMessage(1, { body: '<script>alert(1)</script><b>bold</b>' }), chatMessage(2, { author: 'system', body: 'agent-joined' })],
      }),
    });
    await openConversation(api);
    const log = screen.getByRole('log');
    expect(within(log).getByText('<script>alert(1)</script><b>bold</b>')).toBeTruthy();
    expect(log.querySelector('script, b')).toBeNull();
    expect(log.textContent).toContain('An agent joined the conversation');
  });

  it('shows the shopper typing, and a new message in the log', async () => {
    const { api } = fakeApi();
    const fake = await openConversation(api);
    act(() => fake.latest().deliver({ type: 'typing', conversationId: CONVERSATION_ID, author: 'shopper', typing: true }));
    expect(screen.getByText('Anna is typing…')).toBeTruthy();
    act(() => fake.latest().deliver({ type: 'message', message: chatMessage(2, { body: 'Thanks!' }) }));
    expect(screen.queryByText('Anna is typing…')).toBeNull();
    expect(within(screen.getByRole('log')).getByText('Thanks!')).toBeTruthy();
  });

  it('a canned reply goes into the composer', async () => {
    const { api, calls } = fakeApi();
    await openConversation(api);
    const picker = await screen.findByRole('combobox', { name: 'Canned replies' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Greeting' })).toBeTruthy());
    expect(calls).toContainEqual(['canned', 'de']);
    const field = screen.getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Hallo Anna,' } });
    fireEvent.change(picker, { target: { value: 'greeting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert reply' }));
    expect(field.value).toBe('Hallo Anna, Guten Tag, wie kann ich helfen?');
  });

  it('Transfer posts the chosen queue, or the chosen online agent', async () => {
    const agents = [
      { id: 'agent-sam', name: 'Sam', online: true },
      { id: 'agent-kim', name: 'Kim', online: true },
      { id: 'agent-lou', name: 'Lou', online: false },
    ];
    const { api, calls } = fakeApi({ queues: [{ waiting: [], active: [], agents }] });
    await openConversation(api);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    let dialog = screen.getByRole('dialog', { name: 'Transfer the conversation' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Queue (brand and language)' }), { target: { value: 'kerbside:fr' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls).toContainEqual(['transfer', CONVERSATION_ID, { queue: { brand: 'kerbside', language: 'fr' } }]));
    expect(await screen.findByText('The conversation was transferred.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Conversations');

    act(() => screen.getByRole('button', { name: 'Open the conversation with Anna (anna@example.com)' }).click());
    await screen.findByRole('log');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    dialog = screen.getByRole('dialog', { name: 'Transfer the conversation' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'An agent who is online' }));
    const agentPicker = within(dialog).getByRole('combobox', { name: 'Agent' });
    // Only others who are online: not this conversation's agent (Sam), not Lou.
    await waitFor(() =>
      expect(
        within(agentPicker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose an agent', 'Kim']),
    );
    fireEvent.change(agentPicker, { target: { value: 'agent-kim' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls).toContainEqual(['transfer', CONVERSATION_ID, { agentId: 'agent-kim' }]));
  });

  it('Close posts whether to e-mail the transcript', async () => {
    const { api, calls } = fakeApi();
    await openConversation(api);
    fireEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the conversation' });
    const transcript = within(dialog).getByRole('checkbox', { name: 'E-mail the transcript to the shopper' }) as HTMLInputElement;
    expect(transcript.checked).toBe(false);
    fireEvent.click(transcript);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => expect(calls).toContainEqual(['close', CONVERSATION_ID, { transcript: true }]));
    expect(await screen.findByText('The conversation was closed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Block asks first, then posts; Cancel posts nothing and gives focus back to the button', async () => {
    const { api, calls } = fakeApi();
    await openConversation(api);
    const opener = screen.getByRole('button', { name: 'Block visitor' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Block this visitor?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(calls.some(([name]) => name === 'block')).toBe(false);
    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Block this visitor?' })).getByRole('button', { name: 'Block visitor' }));
    await waitFor(() => expect(calls).toContainEqual(['block', CONVERSATION_ID]));
  });

  it('without an operator session shows the sign-in form, and with another role the server message', async () => {
    const refused = (status: number, message: string) =>
      new ApiRequestError({ method: 'GET', url: '/api/internal/chat/queues', status, statusText: '', body: { statusCode: status, error: '', message } });
    const signedOut = fakeApi();
    signedOut.api.queues = () => Promise.reject(refused(401, 'sign in'));
    const fake = renderConsole(signedOut.api);
    expect(await screen.findByRole('heading', { name: 'Sign in as an operator' })).toBeTruthy();
    expect(fake.sockets).toHaveLength(0);
    cleanup();
    const other = fakeApi();
    other.api.queues = () => Promise.reject(refused(403, 'This page needs the agent operator role'));
    renderConsole(other.api);
    expect((await screen.findByRole('alert')).textContent).toBe('This page needs the agent operator role');
  });
});
