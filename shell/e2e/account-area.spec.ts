import type { Page } from '@playwright/test';
import { test, expect, waitForSlots } from './fixtures';
import { expectNoViolations } from './checkout-helpers';

/** The seeded demo shopper (identity module, outside production). The spec leaves its account as it found it. */
const SHOPPER = { email: 'shopper@storefront.test', password: 'demo-shopper-2026' };

/** Signs in through the API; the page shares the request context's cookie jar, so it is signed in too. */
async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/identity/session', { data: SHOPPER });
  expect(response.ok(), await response.text()).toBe(true);
}

const SITE = { brand: 'northbound', locale: 'uk-en' } as const;

/** A paid order of the signed-in shopper, placed through the API (basket, provider token, place order) as checkout does. */
async function placeOrder(page: Page): Promise<string> {
  const product = await page.request.get('/api/catalog/products/NB1001', { params: SITE });
  const { variants } = (await product.json()) as { variants: Array<{ variantId: string; inStock: boolean }> };
  const variant = variants.find((candidate) => candidate.inStock);
  expect(variant, 'an in-stock size of NB1001').toBeTruthy();
  const basket = await page.request.post('/api/baskets', { data: SITE });
  const { basketId } = (await basket.json()) as { basketId: string };
  expect((await page.request.post(`/api/baskets/${basketId}/items`, { data: { variantId: variant!.variantId, quantity: 1 } })).ok()).toBe(true);
  const token = await page.request.post('/payments/test-provider/tokens', {
    data: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Sam Shopper' },
  });
  expect(token.status(), await token.text()).toBe(201);
  const placed = await page.request.post('/api/checkout/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      basketId,
      ...SITE,
      email: SHOPPER.email,
      shippingAddress: { firstName: 'Sam', lastName: 'Shopper', addressLine1: '1 Test Street', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' },
      sameAsShipping: true,
      shippingMethod: 'standard',
      tenders: [{ code: 'CARD', token: ((await token.json()) as { token: string }).token }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { orderNumber: string } }).order.orderNumber;
}

/** Types a test card into the provider's isolated form, as checkout's tests do; the page then gets only a token. */
async function typeCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Card details (secure payment form)"]');
  await frame.locator('#number').fill(number);
  await frame.locator('#expiry').fill('12/34');
  await frame.locator('#cvc').fill('123');
  await frame.locator('#name').fill('Sam Shopper');
  await frame.locator('#submit').click();
}

/** An account page has arrived: its h1, the account menu, and no placeholder still loading. */
async function openAccountPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
  await waitForSlots(page);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test.describe('account area, signed in', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  // Two tests of four or five axe scans each: the eight scans of one walk took the whole 45 s timeout on a 2-core
  // machine under load.
  test('the overview, profile and its dialogs have no WCAG 2.2 AA violations', async ({ page }) => {
    await openAccountPage(page, '/account', 'My account');
    await expect(page.getByText('Hello Sam, good to see you.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expectNoViolations(page);

    // Client-side navigation through the menu: the new page's heading takes focus.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Profile' }).click();
    const profileHeading = page.getByRole('heading', { level: 1, name: 'Profile' });
    await expect(profileHeading).toBeFocused();
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('current-email')).toHaveText(SHOPPER.email);
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Choose interests' }).click();
    const interests = page.getByRole('dialog', { name: 'Your interests' });
    await expect(interests).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(interests).toBeHidden();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(deletion).toBeVisible();
    await deletion.getByRole('button', { name: 'Delete account' }).click();
    await expect(deletion.getByText('Enter your current password.')).toBeVisible();
    await expectNoViolations(page);
    await deletion.getByRole('button', { name: 'Keep it' }).click();
    await expect(deletion).toBeHidden();
  });

  test('order history, the dashboard, the billing form and gift cards have no WCAG 2.2 AA violations', async ({ page }) => {
    await openAccountPage(page, '/account/order-history', 'Orders');
    await expectNoViolations(page);

    await openAccountPage(page, '/account/dashboard', 'My account');
    await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expectNoViolations(page);

    await openAccountPage(page, '/account/address/add-billing-address', 'Add a billing address');
    await expectNoViolations(page);

    await openAccountPage(page, '/account/gift-cards', 'Gift cards');
    await page.getByRole('button', { name: 'Add gift card' }).click();
    await expect(page.getByLabel('Gift card number')).toBeFocused();
    await expectNoViolations(page);
  });

  test('an address is added with per-country checks, listed, and deleted through the "delete address" dialog', async ({ page }) => {
    await openAccountPage(page, '/account/address', 'Address book');
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Add a delivery address' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a delivery address' })).toBeVisible();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Shopper');
    await page.getByLabel('Street address').fill('221B Baker Street');
    await page.getByLabel('Town or city').fill('London');
    await page.getByLabel('Postcode', { exact: true }).fill('NOT A CODE');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Enter a valid postcode, for example SW1A 1AA.')).toBeVisible();
    await expect(page.getByLabel('Postcode', { exact: true })).toBeFocused();
    await expectNoViolations(page);
    await page.getByLabel('Postcode', { exact: true }).fill('NW1 6XE');
    await page.getByRole('button', { name: 'Save address' }).click();

    await expect(page).toHaveURL(/\/account\/address$/);
    const saved = page.getByTestId('saved-address').filter({ hasText: '221B Baker Street' });
    await expect(saved).toBeVisible();
    await expectNoViolations(page);
    await saved.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog).toContainText('221B Baker Street');
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Delete address' }).click();
    await expect(page.getByText('The address has been deleted.')).toBeVisible();
    await expect(page.getByTestId('saved-address').filter({ hasText: '221B Baker Street' })).toHaveCount(0);
  });

  test('a card is saved from the provider form as a token, listed, and deleted through the "delete card" dialog', async ({ page }) => {
    await openAccountPage(page, '/account/credit-cards', 'Payment cards');
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Add a card' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a payment card' })).toBeVisible();
    await expectNoViolations(page);
    const tokens: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/account/cards') && request.method() === 'POST') tokens.push(request.postData() ?? '');
    });
    await typeCard(page, '4242424242424242');
    await expect(page).toHaveURL(/\/account\/credit-cards$/);
    // Only the provider's token reached our API, never the number.
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatch(/"cardToken":"tok_/);
    expect(tokens[0]).not.toContain('4242424242424242');

    const saved = page.getByTestId('saved-card').filter({ hasText: 'Visa ending in 4242' });
    await expect(saved).toBeVisible();
    await expect(saved).toContainText('Expires 12/34');
    await saved.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Delete card' }).click();
    await expect(page.getByText('The card has been deleted.')).toBeVisible();
    await expect(page.getByTestId('saved-card').filter({ hasText: 'Visa ending in 4242' })).toHaveCount(0);
  });

  test("an order number that is not the shopper's is the shell's 404 page", async ({ page }) => {
    await page.goto('/account/order-details/NB99999998');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    await expectNoViolations(page);
  });

  test("the shopper's own order is in the history and opens with its details", async ({ page }) => {
    const orderNumber = await placeOrder(page);
    await openAccountPage(page, '/account/order-history', 'Orders');
    const row = page.getByTestId('order-history-row').filter({ hasText: orderNumber });
    await expect(row).toBeVisible();
    await expectNoViolations(page);
    await row.getByRole('link', { name: `Order ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeFocused();
    await expect(page.getByTestId('account-order-status')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'true');
    await expectNoViolations(page);
  });

  test('the plus-account dialog is not offered to a signed-in shopper', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = 'plus-account';
    });
    // The guard blocks it: the fragment is removed and the dialog never opens.
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    await expect(page.getByRole('dialog', { name: 'Save your details for next time' })).toHaveCount(0);
  });
});

test('after a guest checkout the plus-account dialog offers an account for the order e-mail', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem(
      'sf-plus-account',
      JSON.stringify({ email: 'guest.e2e@example.com', firstName: 'Grace', lastName: 'Hopper', orderNumber: 'NB12345678' }),
    );
  });
  await page.goto('/#plus-account');
  const dialog = page.getByRole('dialog', { name: 'Save your details for next time' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Create an account with guest.e2e@example.com');
  await expect(dialog.getByLabel('First name')).toHaveValue('Grace');
  await expect(dialog.getByLabel('E-mail me news, offers and events')).not.toBeChecked();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'No, thanks' }).click();
  await expect(dialog).toBeHidden();
});
