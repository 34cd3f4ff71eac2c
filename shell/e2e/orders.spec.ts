import { test, expect } from './fixtures';
import { expectNoViolations } from './checkout-helpers';

test('/order-details without email or orderNumber goes to /order-status', async ({ page }) => {
  await page.goto('/order-details');
  await expect(page).toHaveURL(/\/order-status$/);
  await expect(page.getByRole('heading', { name: 'Order status' })).toBeVisible();
});

test('a wrong e-mail or order number gets one message that names neither', async ({ page }) => {
  await page.goto('/order-status');
  await page.getByLabel('Email address').fill('nobody@example.com');
  await page.getByLabel('Order number').fill('NB00000000');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByText('We could not find an order with these details.')).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/order-details?email=nobody%40example.com&orderNumber=NB00000000');
  await expect(page.getByText('We could not find an order with these details.')).toBeVisible();
});

test('a visitor landing on /order-confirmation without their order is sent home with an info log', async ({ page }) => {
  const infos: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') infos.push(message.text());
  });
  await page.goto('/order-confirmation?orderNumber=NB12345678&storeContext=s1');
  await expect(page).toHaveURL(/\/\?storeContext=s1$/);
  expect(infos.some((text) => text.includes('order reset') && text.includes('no-stored-order'))).toBe(true);
});
