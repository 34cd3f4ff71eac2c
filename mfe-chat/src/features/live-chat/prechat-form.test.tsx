import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { $session, GUEST_SESSION, emit, siteInfo, type LocaleCode } from '@sf/contracts';
import { allowChat, resetChatState } from '../../testing/chat-state';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { ChatLauncher } from './chat-launcher';
import { $chatPanelOpen, $prechat, PRECHAT_STORAGE_KEY } from './chat-store';

async function openPanel(locale: LocaleCode = 'uk-en') {
  await loadLocaleTexts(locale);
  allowChat();
  renderInShell(<ChatLauncher site={siteInfo('northbound', locale, 'uk-en', 'prefix_except_default')} />, locale);
  act(() => emit('chat:open', { source: 'test' }));
}

describe('prechat form', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    resetChatState();
  });

  it('has a properly labelled email field, a topic choice and a privacy notice', async () => {
    await openPanel();
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
    await openPanel();
    const email = screen.getByLabelText('Email address');
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Enter your email address.');
    expect(email.getAttribute('aria-describedby')).toContain(`${email.id}-error`);
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'anna@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Enter an email address in the format name@example.com.');
    expect($prechat.get()).toBeNull();
  });

  it('queues the conversation, keeps the details for the tab and says an agent will reply', async () => {
    await openPanel();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' anna@example.com ' } });
    fireEvent.change(screen.getByLabelText('What is your question about?'), { target: { value: 'returns' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));

    const status = screen.getByRole('status');
    expect(status.textContent).toContain('You are in the queue');
    expect(status.textContent).toContain('an agent will reply here');
    expect(status.textContent).toContain('anna@example.com');
    expect(document.activeElement).toBe(screen.getByTestId('chat-queued'));
    const stored = JSON.parse(sessionStorage.getItem(PRECHAT_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({ email: 'anna@example.com', topic: 'returns', language: 'en_GB', locale: 'uk-en' });
    expect(screen.queryByRole('button', { name: 'Start chat' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel chat request' }));
    expect(sessionStorage.getItem(PRECHAT_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeTruthy();
  });

  it('shows the extra privacy acknowledgement in German', async () => {
    await openPanel('de-de');
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeTruthy();
    expect(screen.getByTestId('privacy-acknowledgement').textContent).toBe(
      'Mit dem Start des Chats bestätige ich, dass ich die Datenschutzhinweise zur Kenntnis genommen habe.',
    );
  });

  it('shows the extra privacy acknowledgement in Dutch (also for Belgium) but not in French', async () => {
    await openPanel('be-nl');
    expect(screen.getByTestId('privacy-acknowledgement').textContent).toContain('kennis heb genomen');
    cleanup();
    resetChatState();
    await openPanel('fr-fr');
    expect(screen.queryByTestId('privacy-acknowledgement')).toBeNull();
  });

  it('greets loyalty members differently and fills in a signed-in email', async () => {
    $session.set({ status: 'registered', customerId: 'c1', email: 'lena@example.com', firstName: 'Lena', isLoyaltyMember: true, isEmployee: false });
    await openPanel();
    expect(screen.getByText(/Welcome back, loyalty member!/)).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('lena@example.com');
  });

  it('clears and closes the conversation when the shopper signs out (spec §4)', async () => {
    $session.set({ status: 'registered', customerId: 'c1', email: 'lena@example.com', firstName: 'Lena', isLoyaltyMember: false, isEmployee: false });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(sessionStorage.getItem(PRECHAT_STORAGE_KEY)).not.toBeNull();
    act(() => $session.set(GUEST_SESSION));
    expect(sessionStorage.getItem(PRECHAT_STORAGE_KEY)).toBeNull();
    expect($chatPanelOpen.get()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
