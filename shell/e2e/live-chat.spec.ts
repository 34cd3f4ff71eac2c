import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addOperatorSession, expect, test } from './fixtures';

/**
 * Issue 27: live chat end to end, a shopper and an agent on two pages. Runs against its own server (playwright.config.ts
 * "chat" project): feature-flags.spec.ts switches live chat off for a moment on the main one. CHAT_HOURS=always there,
 * so the desk is open whenever the suite runs.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** A 1×1 PNG: what a shopper's photo of a worn sole is, to the server's type sniffing. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function expectNoViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The launcher loads at the shopper's first interaction (docs/architecture.md): a key press is one. */
async function openChat(page: Page) {
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Chat with us' }).click();
}

const chatEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((entry) => entry.event).filter((event) => event?.startsWith('chat')),
  );

test('a shopper asks the assistant, then a person: messages both ways, a photo, a transfer, a reload, and the transcript by e-mail', async ({
  page,
  browser,
  baseURL,
  operatorSession,
}) => {
  test.setTimeout(150_000);
  const email = `chat-${Date.now()}@example.com`;

  // The agent's console, in a browser of its own.
  const agentContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const agent = await agentContext.newPage();
  const agentErrors: string[] = [];
  agent.on('pageerror', (error) => agentErrors.push(`${error.name}: ${error.message}`));
  try {
    await addOperatorSession(agent, operatorSession);
    await agent.goto('/internal/chat');
    await expect(agent.getByTestId('agent-console-page')).toBeVisible();
    await expect(agent.getByText('Connected: new conversations and messages appear here as they arrive.')).toBeVisible();

    // The shopper: consent covers the four categories (fixtures), the flag is on, uk-en has a chat language.
    await page.goto('/');
    await openChat(page);
    const panel = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(panel.getByTestId('privacy-notice')).toBeVisible();
    await expectNoViolations(page, '[data-testid="chat-launcher"]');
    await panel.getByLabel('Email address').fill(email);
    await panel.getByLabel('What is your question about?').selectOption('order');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    const log = panel.getByTestId('chat-log');
    await expect(log).toBeVisible();
    await expect.poll(() => chatEvents(page)).toContain('chatStart');

    // The assistant answers a delivery question from the help centre, with the article linked.
    await panel.getByLabel('Type your message').fill('how much does delivery cost?');
    await panel.getByRole('button', { name: 'Send' }).click();
    const botLink = log.getByRole('list', { name: 'Helpful articles' }).getByRole('link').first();
    await expect(botLink).toBeVisible();
    await expect(botLink).toHaveAttribute('href', /\/help\/delivery\//);
    const articleAnswer = await page.request.get((await botLink.getAttribute('href')) ?? '/');
    expect(articleAnswer.status()).toBe(200);

    // A person, please: the conversation waits in the agent's queue.
    await panel.getByRole('button', { name: 'Talk to a person' }).click();
    const queue = agent.getByTestId('agent-queue');
    await expect(queue.getByText(email).first()).toBeVisible();
    await queue.getByRole('button', { name: `Take the conversation with ${email}` }).click();
    const conversation = agent.getByTestId('agent-conversation');
    // The agent sees what the shopper asked the assistant, and who the shopper is.
    await expect(conversation.getByText('how much does delivery cost?', { exact: true })).toBeVisible();
    await expect(conversation.getByRole('link', { name: 'How much does delivery cost?' })).toBeVisible();
    await expect(agent.getByTestId('agent-shopper-context')).toContainText('Guest — identified by e-mail only');

    // Messages both ways; markup typed by the agent arrives as text.
    await conversation.getByLabel('Message', { exact: true }).fill('Hello! <b>Happy</b> to help.');
    await conversation.getByLabel('Message', { exact: true }).press('Enter');
    await expect(log.getByText('Hello! <b>Happy</b> to help.')).toBeVisible();
    await expect(panel.locator('b')).toHaveCount(0);
    await panel.getByLabel('Type your message').fill('My parcel has not arrived, here is the label.');
    await panel.getByLabel('Type your message').press('Enter');
    await expect(conversation.getByText('My parcel has not arrived, here is the label.')).toBeVisible();

    // A photo: sniffed by the server, shown to the agent (and only to the conversation's parties).
    await panel.getByTestId('chat-file-input').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: PNG });
    const photo = conversation.getByRole('img', { name: 'label.png' });
    await expect(photo).toBeVisible();
    const photoUrl = await photo.getAttribute('src');
    expect((await agent.request.get(photoUrl ?? '')).status()).toBe(200);
    const stranger = await browser.newContext({ baseURL });
    expect((await stranger.request.get(photoUrl ?? '')).status()).toBe(404);
    await stranger.close();

    // A reload keeps the conversation and everything in it.
    // (goto, not reload: the fixture's goto waits for hydration, before which a key press is no interaction yet.)
    await page.goto(page.url());
    await openChat(page);
    await expect(log.getByText('Hello! <b>Happy</b> to help.')).toBeVisible();
    await expect(log.getByText('My parcel has not arrived, here is the label.')).toBeVisible();
    await expect(log.getByRole('img', { name: 'label.png' })).toBeVisible();

    // Transfer to the German queue: the shopper is told, and analytics hears of it.
    await conversation.getByRole('button', { name: 'Transfer' }).click();
    const transfer = agent.getByRole('dialog', { name: 'Transfer the conversation' });
    const queueSelect = transfer.getByLabel('Queue (brand and language)');
    const germanQueue = (await queueSelect.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).find(
      (value) => value.endsWith(':de'),
    );
    await queueSelect.selectOption(germanQueue ?? '');
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await expect(log.getByText('You have been transferred to a colleague.')).toBeVisible();
    await expect.poll(() => chatEvents(page)).toContain('chatTransfer');

    // Taken again from the other queue, then closed by the agent with the transcript e-mailed.
    await queue.getByRole('button', { name: `Take the conversation with ${email}` }).click();
    await expect(conversation.getByText('My parcel has not arrived, here is the label.')).toBeVisible();
    await expectNoViolations(agent, '[data-testid="agent-console-page"]');
    await conversation.getByRole('button', { name: 'Close conversation' }).click();
    const close = agent.getByRole('dialog', { name: 'Close the conversation' });
    await close.getByLabel('E-mail the transcript to the shopper').check();
    await close.getByRole('button', { name: 'Close conversation' }).click();
    await expect(panel.getByText('This chat has ended')).toBeVisible();
    await expect.poll(() => chatEvents(page)).toEqual(expect.arrayContaining(['chatTransfer', 'chatEnded']));

    await expect
      .poll(async () => {
        const outbox = (await (await agent.request.get('/api/dev/outbox')).json()) as { messages: Array<{ kind: string; to: string; text: string }> };
        return outbox.messages.find((message) => message.kind === 'chat_transcript' && message.to === email)?.text ?? '';
      })
      .toContain('My parcel has not arrived, here is the label.');
    expect(agentErrors).toEqual([]);
  } finally {
    await agentContext.close();
  }
});
