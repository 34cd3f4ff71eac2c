import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { $session } from '@sf/remote-contract';
import { availability, current, message } from '../../testing/chat-fixtures';
import { chatHarness, endChatHarness, settle } from '../../testing/chat-harness';
import { loadLocaleTexts } from '../../testing/render-in-shell';
import { EMAIL_FIELD_MISSING_MESSAGE } from './prechat-form';

const SIGNED_IN = { status: 'registered', customerId: 'c1', email: 'lena@example.com', firstName: 'Lena', isEmployee: false } as const;

describe('prechat form', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    endChatHarness();
    vi.restoreAllMocks();
  });

  it('has a properly labelled email field, a topic choice and a privacy notice', async () => {
    const chat = chatHarness();
    await chat.render();
    await chat.open();
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('email');
    const topic = screen.getByLabelText('What is your question about?') as HTMLSelectElement;
    expect([...topic.options].map((option) => option.value)).toEqual(['order', 'returns', 'product', 'other']);
    expect(screen.getByTestId('privacy-notice').textContent).toMatch(/only to answer your question/);
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.queryByTestId('privacy-acknowledgement')).toBeNull();
  });

  it('asks for an email address, and for a valid one, with the message tied to the field', async () => {
    const chat = chatHarness();
    await chat.render();
    await chat.open();
    const email = screen.getByLabelText('Email address');
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Enter your email address.');
    expect(email.getAttribute('aria-describedby')).toContain(`${email.id}-error`);
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'anna@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Enter an email address in the format name@example.com.');
    await settle();
    expect(chat.server.calls('POST', '/api/chat/conversations')).toHaveLength(0);
  });

  it('starts the conversation on the server with the page, the topic and the accepted privacy notice', async () => {
    const chat = chatHarness();
    chat.dataLayer.push({ event: 'loadPageData', page: { pageType: 'PDP', pageName: 'PDP:ridge' } });
    await chat.render();
    await chat.open();
    chat.server.state.current = current({ status: 'bot', agentName: null }, [
      message(1, { author: 'bot', authorName: 'Northbound assistant', body: 'Hi, how can I help?' }),
    ]);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' anna@example.com ' } });
    fireEvent.change(screen.getByLabelText('What is your question about?'), { target: { value: 'returns' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await settle();

    const [start] = chat.server.calls('POST', '/api/chat/conversations');
    expect(start?.body).toEqual({
      site: 'uk-en',
      email: 'anna@example.com',
      topic: 'returns',
      page: { path: location.pathname, type: 'PDP' },
      privacyAccepted: true,
    });
    expect(screen.queryByTestId('prechat-form')).toBeNull();
    expect(screen.getByRole('log', { name: 'Conversation' }).textContent).toContain('Hi, how can I help?');
    expect(document.activeElement).toBe(screen.getByLabelText('Type your message'));
    expect(chat.chatEvents()).toEqual([
      expect.objectContaining({ event: 'chatStart', chat: expect.objectContaining({ queue: 'northbound:en_GB', topic: 'order', status: 'bot' }) }),
    ]);
  });

  it('shows the server refusal in an alert and keeps the form', async () => {
    const chat = chatHarness();
    await chat.render();
    await chat.open();
    chat.server.state.startAnswer = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'This address cannot start a chat.' } };
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('This address cannot start a chat.');
    expect(screen.getByTestId('prechat-form')).toBeTruthy();
  });

  it('asks a signed-in shopper for no email: the server takes it from the account', async () => {
    $session.set({ ...SIGNED_IN, isLoyaltyMember: false });
    const chat = chatHarness();
    await chat.render();
    await chat.open();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getByTestId('chat-signed-in').textContent).toBe('Signed in as lena@example.com');
    chat.server.state.current = current({ visitor: { kind: 'account', email: 'lena@example.com', name: 'Lena', loyaltyMember: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await settle();
    const [start] = chat.server.calls('POST', '/api/chat/conversations');
    expect(start?.body).not.toHaveProperty('email');
  });

  it('logs spec §8 when a guest form has no email field, and not otherwise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chat = chatHarness();
    await chat.render();
    await chat.open();
    expect(warn).not.toHaveBeenCalledWith(EMAIL_FIELD_MISSING_MESSAGE);
  });

  it('greets loyalty members differently', async () => {
    $session.set({ ...SIGNED_IN, isLoyaltyMember: true });
    const chat = chatHarness();
    await chat.render();
    await chat.open();
    expect(screen.getByText(/Welcome back, loyalty member!/)).toBeTruthy();
  });

  it('says who answers: the assistant or an agent', async () => {
    const chat = chatHarness();
    chat.server.state.availability = availability('bot');
    await chat.render();
    await chat.open();
    expect(screen.getByTestId('prechat-form').textContent).toContain('Our assistant answers straight away');
  });

  it('becomes a leave-a-message form with today’s hours outside business hours', async () => {
    const chat = chatHarness();
    chat.server.state.availability = availability('offline', '09:00–18:00');
    await chat.render();
    await chat.open();
    expect(screen.getByTestId('chat-offline').textContent).toContain('We are offline right now');
    expect(screen.getByTestId('chat-offline').textContent).toContain("Today's opening hours: 09:00–18:00.");
    const text = screen.getByLabelText('Your message');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(text);

    chat.server.state.current = current({ status: 'offline', agentName: null });
    fireEvent.change(text, { target: { value: 'Can I return worn boots?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await settle();
    expect(chat.server.calls('POST', '/api/chat/conversations')[0]?.body).toMatchObject({ message: 'Can I return worn boots?' });
    expect(screen.getByTestId('chat-conversation').textContent).toContain('We will reply to anna@example.com');
  });

  it('says when the shop is closed all day', async () => {
    const chat = chatHarness();
    chat.server.state.availability = availability('offline', null);
    await chat.render();
    await chat.open();
    expect(screen.getByTestId('chat-offline').textContent).toContain('We are closed today.');
  });

  it('shows the extra privacy acknowledgement in German', async () => {
    const chat = chatHarness();
    await chat.render('de-de');
    await chat.open();
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeTruthy();
    expect(screen.getByTestId('privacy-acknowledgement').textContent).toBe(
      'Mit dem Start des Chats bestätige ich, dass ich die Datenschutzhinweise zur Kenntnis genommen habe.',
    );
  });

  it('shows the extra privacy acknowledgement in Dutch (also for Belgium) but not in French', async () => {
    const chat = chatHarness();
    await chat.render('be-nl');
    await chat.open();
    expect(screen.getByTestId('privacy-acknowledgement').textContent).toContain('kennis heb genomen');
    cleanup();
    endChatHarness();
    const again = chatHarness();
    await again.render('fr-fr');
    await again.open();
    expect(screen.queryByTestId('privacy-acknowledgement')).toBeNull();
    await loadLocaleTexts('uk-en');
  });
});
