import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, addOperatorSession, waitForSlots } from './fixtures';
import { expectNoViolations } from './checkout-helpers';

/**
 * The shopper's whole journey through identity, account, loyalty and checkout (issue 12), in one browser: sign up
 * through the `#sign-up` dialog, confirm the address from the outbox, sign out, sign in on `/sign-in`, save an address
 * and a card in the account, join the loyalty programme, buy with the saved card (checkout prefills the e-mail and the
 * address and offers the card), then buy again with the saved card and the points that order earned, and find that
 * order in the history with its LOYALTY_POINTS payment.
 */

const SITE = { brand: 'northbound', locale: 'uk-en' } as const;
const PASSWORD = 'cobalt lantern tundra whisk';
const ADDRESS = { street: '221B Baker Street', city: 'London', postcode: 'NW1 6XE' };
/** Points the second order pays with (1 point = 1p on the UK site). */
const POINTS = 100;

/** The newest verification link sent to `email`, read from the outbox (`request` carries the operator session). */
async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as { messages: Array<{ kind: string; to: string; text: string }> };
      const mail = outbox.messages.find((message) => message.kind === 'account_verification' && message.to === email);
      link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
      return link ?? null;
    })
    .not.toBeNull();
  const url = new URL(link as string);
  return url.pathname + url.search;
}

/** An account page has arrived: its h1, the account menu, and nothing still loading. */
async function openAccountPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
  await waitForSlots(page);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/**
 * The signed-in shopper's basket with one in-stock boot, made through the API (the page shares its cookies, so the
 * basket is the account's) and handed to the page as the basket of the UK site.
 */
async function fillBasket(page: Page): Promise<void> {
  const product = await page.request.get('/api/catalog/products/NB1001', { params: SITE });
  const { variants } = (await product.json()) as { variants: Array<{ variantId: string; inStock: boolean; lowStock: number | null }> };
  const variant = variants.find((candidate) => candidate.inStock && candidate.lowStock === null) ?? variants.find((candidate) => candidate.inStock);
  expect(variant, 'an in-stock size of NB1001').toBeTruthy();
  const created = await page.request.post('/api/baskets', { data: SITE });
  expect(created.ok(), await created.text()).toBe(true);
  const { basketId } = (await created.json()) as { basketId: string };
  const added = await page.request.post(`/api/baskets/${basketId}/items`, { data: { variantId: variant?.variantId, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  await page.evaluate((id) => localStorage.setItem('sf-basket-gb', id), basketId);
}

/** Shipping step of a signed-in shopper: the account e-mail and the saved address are already there. */
async function shipToSavedAddress(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  const emailField = page.getByLabel('Email address');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveJSProperty('readOnly', true);
  const saved = page.getByRole('group', { name: 'Deliver to' });
  await expect(saved.getByRole('radio', { name: new RegExp(ADDRESS.street) })).toBeChecked();
  // No empty address form to fill in.
  await expect(page.getByLabel('Street address')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Billing and payment' })).toBeVisible();
}

/** Payment step: the saved card is offered and chosen, so the provider's card form is not even shown. */
async function expectSavedCardChosen(page: Page): Promise<void> {
  const cards = page.getByRole('group', { name: 'Your saved cards' });
  await expect(cards.getByRole('radio', { name: /Visa ending in 4242, expires 12\/34/ })).toBeChecked();
  await expect(page.locator('iframe[title="Card details (secure payment form)"]')).toHaveCount(0);
}

/** Places the order on the summary, checks what was sent, and answers the order number from the confirmation. */
async function placeOrder(page: Page, tenders: unknown[]): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.url().includes('/api/checkout/orders') && candidate.method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  const body = (await request).postDataJSON() as { tenders: unknown[] };
  // A saved card is paid by its id: nothing is tokenised, no card number exists on the page.
  expect(body.tenders).toEqual(tenders);
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=NB\d{8}/);
  return new URL(page.url()).searchParams.get('orderNumber') as string;
}

test('sign up, verify, sign in, save an address and a card, join loyalty, buy with the saved card and points, find the order', async ({
  page,
  operatorSession,
}) => {
  test.setTimeout(300_000);
  const email = `journey.${Date.now()}@example.com`;

  // 1. Sign up through the #sign-up fragment dialog.
  await page.goto('/#sign-up');
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await expect(signUp.getByLabel('First name')).toBeVisible();
  await signUp.getByLabel('First name').fill('Ada');
  await signUp.getByLabel('Last name').fill('Lovelace');
  await signUp.getByLabel('E-mail address').fill(email);
  await signUp.getByLabel('Create a password').fill(PASSWORD);
  await expect(signUp.locator('[data-rule="strength"]')).toHaveAttribute('data-state', 'met');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.keyboard.press('Escape');

  // 2. The verification mail's link confirms the address and signs the new shopper in.
  await addOperatorSession(page, operatorSession);
  await page.goto(await verificationLink(page.request, email));
  await expect(page.getByTestId('verify-email-done')).toContainText('your e-mail address is confirmed');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Northbound, Ada' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start shopping' }).click();
  await expect(welcome).toBeHidden();
  const menuButton = page.getByTestId('account-entry').getByRole('button', { name: 'Hi, Ada' });
  await expect(menuButton).toBeVisible();

  // 3. Sign out from the header menu.
  await menuButton.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('account-entry').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // 4. Sign in on the /sign-in page: on to the account.
  await page.goto('/sign-in');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-entry').getByRole('button', { name: 'Hi, Ada' })).toBeVisible();

  // 5. A delivery address in the address book.
  await openAccountPage(page, '/account/address/add-shipping-address', 'Add a delivery address');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Street address').fill(ADDRESS.street);
  await page.getByLabel('Town or city').fill(ADDRESS.city);
  await page.getByLabel('Postcode', { exact: true }).fill(ADDRESS.postcode);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/address$/);
  await expect(page.getByTestId('saved-address').filter({ hasText: ADDRESS.street })).toBeVisible();

  // 6. A saved card: typed into the provider's form, kept as its token.
  await openAccountPage(page, '/account/credit-cards/add', 'Add a payment card');
  const frame = page.frameLocator('iframe[title="Card details (secure payment form)"]');
  await frame.locator('#number').fill('4242424242424242');
  await frame.locator('#expiry').fill('12/34');
  await frame.locator('#cvc').fill('123');
  await frame.locator('#name').fill('Ada Lovelace');
  await frame.locator('#submit').click();
  await expect(page).toHaveURL(/\/account\/credit-cards$/);
  await expect(page.getByTestId('saved-card').filter({ hasText: 'Visa ending in 4242' })).toBeVisible();

  // 7. Join the loyalty programme from the account: a new member starts with no points.
  await openAccountPage(page, '/account/loyalty', 'Rewards');
  await page.getByRole('checkbox', { name: /I accept the programme terms/ }).check();
  await page.getByRole('button', { name: 'Join for free' }).click();
  await expect(page.getByText('Welcome to Northbound Rewards! You are now a member.')).toBeVisible();
  await expect(page.getByTestId('loyalty-balance')).toHaveText('0 points');

  // 8. The first order: checkout prefills the account e-mail and the saved address and pays with the saved card.
  await fillBasket(page);
  await page.goto('/checkout');
  await shipToSavedAddress(page, email);
  await expectNoViolations(page);
  await expectSavedCardChosen(page);
  await expect(page.getByText('You have no points to spend yet.')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  const cards = (await (await page.request.get('/api/account/cards')).json()) as { cards: Array<{ id: string }> };
  expect(cards.cards).toHaveLength(1);
  const savedCardId = cards.cards[0]?.id;
  await placeOrder(page, [{ code: 'CARD', savedCardId }]);

  // The paid order earned points.
  const loyalty = (await (await page.request.get('/api/loyalty', { params: SITE })).json()) as { balance: number };
  expect(loyalty.balance).toBeGreaterThanOrEqual(POINTS);

  // 9. The second order: part points, the rest on the saved card.
  await fillBasket(page);
  await page.goto('/checkout');
  await shipToSavedAddress(page, email);
  await expectSavedCardChosen(page);
  await expect(page.getByTestId('loyalty-balance')).toContainText(`${loyalty.balance} points`);
  await page.getByLabel('Points to use').fill(String(POINTS));
  await page.getByRole('button', { name: 'Use points', exact: true }).click();
  await expect(page.getByTestId('loyalty-applied')).toHaveText(`${POINTS} points pay £1.00.`);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByTestId('summary-points')).toHaveText(`Loyalty points: ${POINTS} points (£1.00)`);
  await expect(page.getByText('Card Visa ending in 4242')).toBeVisible();
  const orderNumber = await placeOrder(page, [
    { code: 'LOYALTY_POINTS', points: POINTS },
    { code: 'CARD', savedCardId },
  ]);

  // 10. The order is in the history; its details show the points payment (LOYALTY_POINTS) beside the card.
  await openAccountPage(page, '/account/order-history', 'Orders');
  const row = page.getByTestId('order-history-row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('order-history-row')).toHaveCount(2);
  await expectNoViolations(page);
  await row.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const payment = page.locator('section[aria-labelledby="order-payment-heading"]');
  await expect(payment).toContainText(`Loyalty points (${POINTS}): £1.00`);
  await expect(payment).toContainText('Card (visa •••• 4242)');
  await expectNoViolations(page);
  const order = (await (await page.request.get(`/api/account/orders/${orderNumber}`)).json()) as {
    paymentMethod: Array<{ code: string; additionalData: { amount: number; label: string } }>;
  };
  expect(order.paymentMethod.map((method) => method.code)).toEqual(['LOYALTY_POINTS', 'CARD']);
  expect(order.paymentMethod[0]?.additionalData).toMatchObject({ amount: POINTS, label: String(POINTS) });
});

test('the demo member pays with points and a new card, which "save this card" keeps in the account', async ({ page }) => {
  test.setTimeout(180_000);
  const member = { email: 'member@storefront.test', password: 'demo-member-2026' };
  const signedIn = await page.request.post('/api/identity/session', { data: member });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await page.goto('/');
  await expect(page.getByTestId('account-entry').getByRole('button', { name: 'Hi, Mia' })).toBeVisible();
  const before = (await (await page.request.get('/api/account/cards')).json()) as { cards: Array<{ id: string; last4: string }> };
  const { balance } = (await (await page.request.get('/api/loyalty', { params: SITE })).json()) as { balance: number };
  expect(balance, 'the demo member has points to spend').toBeGreaterThanOrEqual(POINTS);

  await fillBasket(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(member.email);
  // The demo member's seeded delivery address is offered and preselected; a new one starts with the holder's name.
  const deliverTo = page.getByRole('group', { name: 'Deliver to' });
  await expect(deliverTo.getByRole('radio', { name: /221B Baker Street/ })).toBeChecked();
  await deliverTo.getByRole('radio', { name: 'Use a new address' }).check();
  await expect(page.getByLabel('First name')).toHaveValue('Mia');
  await expect(page.getByLabel('Last name')).toHaveValue('Member');
  await deliverTo.getByRole('radio', { name: /221B Baker Street/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Billing and payment' })).toBeVisible();

  await page.getByLabel('Points to use').fill(String(POINTS));
  await page.getByRole('button', { name: 'Use points', exact: true }).click();
  await expect(page.getByTestId('loyalty-applied')).toHaveText(`${POINTS} points pay £1.00.`);
  if (before.cards.length > 0) await page.getByRole('radio', { name: 'Use a new card' }).check();
  const frame = page.frameLocator('iframe[title="Card details (secure payment form)"]');
  await frame.locator('#number').fill('5555555555554444');
  await frame.locator('#expiry').fill('11/33');
  await frame.locator('#cvc').fill('123');
  await frame.locator('#name').fill('Mia Member');
  await frame.locator('#submit').click();
  await expect(page.getByText('•••• 4444')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Save this card to my account' }).check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByText('This card will be saved to your account once the order is placed.')).toBeVisible();

  const saved = page.waitForResponse((response) => response.url().includes('/api/account/cards') && response.request().method() === 'POST');
  const request = page.waitForRequest((candidate) => candidate.url().includes('/api/checkout/orders') && candidate.method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  const tenders = ((await request).postDataJSON() as { tenders: Array<{ code: string; token?: string }> }).tenders;
  expect(tenders.map((tender) => tender.code)).toEqual(['LOYALTY_POINTS', 'CARD']);
  expect(tenders[1]?.token).toMatch(/^tok_/);
  // The card is saved after the order with the token that paid, never with a number.
  const saveResponse = await saved;
  expect(saveResponse.status()).toBe(201);
  expect(saveResponse.request().postDataJSON()).toEqual({ cardToken: tenders[1]?.token });
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=NB\d{8}/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') as string;

  await openAccountPage(page, '/account/credit-cards', 'Payment cards');
  const card = page.getByTestId('saved-card').filter({ hasText: 'Mastercard ending in 4444' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Expires 11/33');
  const order = (await (await page.request.get(`/api/account/orders/${orderNumber}`)).json()) as { paymentMethod: Array<{ code: string }> };
  expect(order.paymentMethod.map((method) => method.code)).toEqual(['LOYALTY_POINTS', 'CARD']);

  // Leave the demo account's cards as they were.
  const after = (await (await page.request.get('/api/account/cards')).json()) as { cards: Array<{ id: string; last4: string }> };
  for (const added of after.cards.filter((candidate) => !before.cards.some((old) => old.id === candidate.id))) {
    expect((await page.request.delete(`/api/account/cards/${added.id}`)).ok()).toBe(true);
  }
});
