import { test, expect } from './fixtures';
import { acceptSuggestion, enterCard, expectNoViolations, fillShipping, GUEST, prepareBasket } from './checkout-helpers';

/** Demo gift card "for partial payments" (gift-cards seed): £50.00, PIN 2345. */
const GIFT_CARD = { number: '6010000000000002', pin: '2345' };
const CHALLENGE_CARD = '4000000000003220';
const DECLINED_CARD = '4000000000000002';

test('an empty basket sends /checkout to /cart', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
});

test('guest buys two items with a coupon, pays part by gift card and the rest by card through 3-D Secure, then finds the order', async ({ page, request }) => {
  test.setTimeout(120_000);
  await prepareBasket(page, request, ['NB1001', 'NB1002'], 'WELCOME10');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/checkout');
  await fillShipping(page);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await acceptSuggestion(page);

  await expect(page.getByRole('heading', { name: 'Billing and payment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('10%');
  await page.getByLabel('Gift card number').fill(GIFT_CARD.number);
  await page.getByLabel('PIN', { exact: true }).fill(GIFT_CARD.pin);
  await page.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(page.getByRole('list', { name: 'Applied gift cards' })).toContainText('£50.00');
  await expectNoViolations(page);
  await enterCard(page, CHALLENGE_CARD);
  // The payment step with the provider's card frame filled in: one main landmark (the frame's page has none).
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Continue to summary' }).click();

  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expectNoViolations(page);
  // The terms of sale the order agrees to open over the summary (spec §2 terms and conditions dialog) and close again.
  await page.getByTestId('terms-notice').getByRole('link', { name: 'terms and conditions of sale' }).click();
  const terms = page.getByRole('dialog');
  await expect(terms).toContainText('Your contract');
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  const place = page.getByRole('button', { name: 'Place order' });
  // A double click must not make two orders: the button locks and the attempt keeps its Idempotency-Key.
  const orderRequests: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/checkout/orders') orderRequests.push(req.headers()['idempotency-key'] ?? '');
  });
  await place.dblclick();

  const challenge = page.getByTestId('three-ds-dialog');
  await expect(challenge).toBeVisible();
  await expect(challenge.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  // Spec §2: no close button and no way out but the bank's page.
  await expect(challenge.getByRole('button')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(challenge).toBeVisible();
  // Focus stays in the dialog (the rest of the page is inert): Tab cycles through the bank's page only.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await challenge.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await expectNoViolations(page);
  await page.frameLocator('iframe[title="Your bank\'s confirmation page"]').locator('#approve').click();

  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=NB\d{8}/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  expect(orderRequests).toHaveLength(1);
  expect(orderRequests[0]).toMatch(/^[0-9a-f-]{36}$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
  await expect(page.getByTestId('order-number')).toContainText(orderNumber);
  await expect(page.getByText('Gift card (')).toBeVisible();
  await expectNoViolations(page);
  // The basket was closed with the order: a reload of the confirmation is still fine, the cart is empty.

  await page.goto('/order-status');
  await page.getByLabel('Email address').fill(GUEST.email);
  await page.getByLabel('Order number').fill(orderNumber.toLowerCase());
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page).toHaveURL(/\/order-details\?/);
  await expect(page.getByTestId('order-number')).toHaveText(`Order ${orderNumber}`);
  await expect(page.getByRole('list', { name: 'Tracking history' }).first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Get a return label' }).click();
  await expect(page).toHaveURL(/\/return-label\?/);
  const download = page.getByRole('link', { name: 'Download return label (PDF)' });
  await expect(download).toBeVisible();
  await expectNoViolations(page);
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The confirmation e-mail is in the outbox, listed on the non-production page for a signed-in operator.
  await page.goto('/lower-envs');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('operator@storefront.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail or password is not right');
  await expectNoViolations(page);
  await page.getByLabel('Password').fill('lower-envs-operator');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
});

test('a declined card shows a clear message and the payment step again', async ({ page, request }) => {
  test.setTimeout(90_000);
  await prepareBasket(page, request, ['NB1003']);
  await page.goto('/checkout');
  await fillShipping(page, 'declined.e2e@example.com');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('dialog', { name: 'Check your address' }).getByRole('button', { name: 'Keep my address' }).click();
  // The instalments dialog lists each plan's dates and amounts, and is accessible.
  await page.getByRole('radio', { name: 'Pay in instalments, interest free' }).check();
  await page.getByRole('button', { name: 'See instalment plans' }).click();
  const plans = page.getByRole('dialog', { name: 'Pay in instalments' });
  await expect(plans.getByRole('button', { name: 'Pay in 3 instalments' })).toBeVisible();
  await expect(plans.getByRole('listitem')).toHaveCount(7);
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(plans).toBeHidden();
  await page.getByRole('radio', { name: 'Card' }).check();
  await enterCard(page, DECLINED_CARD);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Billing and payment' })).toBeVisible();
  await expect(page.getByText('Your payment was declined.')).toBeVisible();
  await expect(page.locator('iframe[title="Card details (secure payment form)"]')).toBeVisible();
  await expectNoViolations(page);
});
