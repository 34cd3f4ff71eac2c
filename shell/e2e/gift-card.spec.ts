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
  const basket = (await (await page.request.get(`/api/baskets/${basketId}`)).json()) as { giftCardItems: Array<{ amount: { amount: number }; recipientEmail: string }> };
  expect(basket.giftCardItems).toEqual([expect.objectContaining({ amount: expect.objectContaining({ amount: 7500 }), recipientEmail: 'sam@example.com' })]);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
