import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForSlots } from './fixtures';

/** Demo gift card 1 in GBP (README): for balance checks only, never spent by tests. */
const DEMO_CARD = { number: '6010 0000 0000 0001', pin: '1234' };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('/gift-card: balance of a demo card, one message for a wrong PIN, no axe violations', async ({ page }) => {
  await page.goto('/gift-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
  await waitForSlots(page);

  await page.getByLabel('Gift card number').fill(DEMO_CARD.number);
  await page.getByLabel('PIN', { exact: true }).fill('9999');
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByText('The gift card number or PIN is not right.')).toBeVisible();

  await page.getByLabel('PIN', { exact: true }).fill(DEMO_CARD.pin);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByText('Card •••• 0001 has £100.00 left.')).toBeVisible();

  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('/gift-card: an e-gift card goes into the basket as a gift-card line', async ({ page }) => {
  await page.goto('/gift-card');
  await waitForSlots(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText("Enter the recipient's name")).toBeVisible();
  await expect(page.getByLabel("Recipient's name")).toBeFocused();

  await page.getByLabel('Amount').selectOption({ label: 'Other amount' });
  await page.getByLabel('Other amount').fill('75');
  await page.getByLabel("Recipient's name").fill('Sam Example');
  await page.getByLabel("Recipient's e-mail").fill('sam@example.com');
  await page.getByLabel('Your name').fill('Alex');
  await page.getByLabel(/Message/).fill('Happy birthday!');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('The e-gift card is in your basket.')).toBeVisible();

  const basketId = await page.evaluate(() => localStorage.getItem('sf-basket-gb'));
  const basket = (await (await page.request.get(`/api/baskets/${basketId}`)).json()) as {
    giftCardItems: Array<{ amount: { amount: number }; recipientEmail: string }>;
  };
  expect(basket.giftCardItems).toEqual([expect.objectContaining({ amount: expect.objectContaining({ amount: 7500 }), recipientEmail: 'sam@example.com' })]);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the test provider card form in an iframe validates inline and hands the parent only a token', async ({ page }) => {
  await page.goto('/gift-card');
  await waitForSlots(page);
  // Any page of our origin can host the provider form; the checkout does the same with its own iframe.
  await page.evaluate(() => {
    const messages: unknown[] = [];
    (window as unknown as { pspMessages: unknown[] }).pspMessages = messages;
    window.addEventListener('message', (event) => {
      if (event.origin === location.origin) messages.push(event.data);
    });
    const frame = document.createElement('iframe');
    frame.id = 'psp';
    frame.title = 'Card details';
    frame.src = '/payments/test-provider/card-form?lang=en';
    frame.style.width = '480px';
    frame.style.height = '640px';
    document.body.prepend(frame);
  });
  const form = page.frameLocator('#psp');
  const messages = () => page.evaluate(() => (window as unknown as { pspMessages: Array<{ type: string; card?: { last4: string } }> }).pspMessages);
  await expect.poll(async () => (await messages()).map((message) => message.type)).toContain('ready');

  await form.getByLabel('Card number').fill('4000 0000 0000 3221');
  await form.getByLabel('Expiry date (MM/YY)').fill('01/20');
  await form.getByLabel('Security code (CVC)').fill('12');
  await form.getByRole('button', { name: 'Use this card' }).click();
  await expect(form.getByText('Enter a valid card number')).toBeVisible();
  await expect(form.getByText('This card has expired')).toBeVisible();
  await expect(form.getByText('Enter the 3 or 4 digit security code')).toBeVisible();
  await expect(form.getByLabel('Card number')).toBeFocused();
  await expect(form.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Card number').fill('4000000000003220');
  await expect(form.getByLabel('Card number')).toHaveValue('4000 0000 0000 3220');
  await form.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill('Ada Lovelace');
  await form.getByRole('button', { name: 'Use this card' }).click();
  await expect(form.getByText('Card accepted: visa ending 3220')).toBeVisible();
  const tokenized = (await messages()).filter((message) => message.type === 'tokenized');
  expect(tokenized).toHaveLength(1);
  expect(tokenized[0]?.card?.last4).toBe('3220');
  expect(JSON.stringify(await messages())).not.toContain('4000000000003220');
  await expect(form.getByLabel('Card number')).toHaveValue('');
});
