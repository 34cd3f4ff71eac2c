import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, addOperatorSession, waitForSlots } from './fixtures';
import { prepareBasket } from './checkout-helpers';

/**
 * Identity in the browser (issue 12): sign up, confirm the address from the outbox, sign out, sign in; the account
 * area's sign-in redirect and the way back; the token pages; and axe on every identity dialog and page.
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STRONG_PASSWORD = 'cobalt lantern tundra whisk';
const SHOPPER = { email: 'shopper@storefront.test', password: 'demo-shopper-2026', firstName: 'Sam' };

async function expectNoViolations(page: Page, include?: string) {
  await waitForSlots(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

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
  return new URL(link as string).pathname + new URL(link as string).search;
}

async function openHeaderSignIn(page: Page) {
  await page.getByTestId('account-entry').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
  await expect(dialog.getByLabel('E-mail address')).toBeVisible();
  return dialog;
}

test('sign up, confirm the e-mail from the outbox, sign out and sign in again', async ({ page, operatorSession }) => {
  test.setTimeout(120_000);
  const email = `ada.${Date.now()}@example.com`;
  await page.goto('/');

  // The header's "Sign in" opens the dialog (a fragment, no page load, no 404).
  const signIn = await openHeaderSignIn(page);
  await expect(page).toHaveURL(/#sign-in_header$/);
  await expectNoViolations(page);

  await signIn.getByRole('link', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await expect(signUp.getByLabel('First name')).toBeVisible();
  await expect(signUp.getByRole('checkbox', { name: /send me news/ })).not.toBeChecked();
  await signUp.getByLabel('First name').fill('Ada');
  await signUp.getByLabel('Last name').fill('Lovelace');
  await signUp.getByLabel('E-mail address').fill(email);
  // The rules follow the typing; the strength library is loaded for this field only.
  await signUp.getByLabel('Create a password').fill('password123');
  await expect(signUp.locator('[data-rule="common"]')).toHaveAttribute('data-state', 'unmet');
  await signUp.getByLabel('Create a password').fill(STRONG_PASSWORD);
  await expect(signUp.locator('[data-rule="strength"]')).toHaveAttribute('data-state', 'met');
  await expect(signUp.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', /[34]/);
  await expectNoViolations(page);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(signUp).toContainText(email);
  await expectNoViolations(page);

  // The account cannot be used before the address is confirmed.
  await page.keyboard.press('Escape');
  const beforeConfirm = await openHeaderSignIn(page);
  await beforeConfirm.getByLabel('E-mail address').fill(email);
  await beforeConfirm.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await beforeConfirm.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(beforeConfirm.getByRole('alert')).toContainText('Confirm your e-mail address first');
  await page.keyboard.press('Escape');

  // The link of the verification mail confirms the address and signs the new shopper in: the welcome dialog follows.
  await addOperatorSession(page, operatorSession);
  await page.goto(await verificationLink(page.request, email));
  await expect(page.getByTestId('verify-email-done')).toContainText('your e-mail address is confirmed');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Northbound, Ada' });
  await expect(welcome).toBeVisible();
  await expectNoViolations(page);
  await welcome.getByRole('button', { name: 'Start shopping' }).click();
  await expect(welcome).toBeHidden();

  // Signed in: the header greets by first name; its menu signs out.
  const menuButton = page.getByTestId('account-entry').getByRole('button', { name: 'Hi, Ada' });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(page.getByRole('link', { name: 'Order history' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('account-entry').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/identity/session')).json()).signedIn).toBe(false);

  // And in again: a returning shopper gets the sign-in confirmation.
  const again = await openHeaderSignIn(page);
  await again.getByLabel('E-mail address').fill(email);
  await again.getByLabel('Password', { exact: true }).fill('not the password');
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(again.getByRole('alert')).toContainText('The e-mail address or password is not right');
  await again.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: 'You are signed in' });
  await expect(confirmation).toContainText(`Welcome back, Ada. You are signed in as ${email}.`);
  await expectNoViolations(page);
  await confirmation.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(page.getByTestId('account-entry').getByRole('button', { name: 'Hi, Ada' })).toBeVisible();
  // A signed-in shopper's #sign-in fragment is blocked (removed), not opened.
  await page.goto('/#sign-in');
  await expect(page.getByTestId('account-entry').getByRole('button', { name: 'Hi, Ada' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/#sign-in/);
});

test('a guest on /account/profile is sent to sign-in and lands back there after signing in', async ({ page, request }) => {
  // The guest has a basket: at sign-in it joins the account (the cart remote's merge), at sign-out it is forgotten.
  await prepareBasket(page, request, ['NB1003']);
  await page.goto('/account/profile?tab=details');
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Faccount%2Fprofile%3Ftab%3Ddetails$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoViolations(page);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('E-mail address').fill(SHOPPER.email);
  await form.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The demo shopper's first sign-in ever also opens the welcome dialog there.
  await expect(page).toHaveURL(/\/account\/profile\?tab=details(#welcome)?$/);
  if (page.url().endsWith('#welcome')) {
    const welcome = page.getByRole('dialog', { name: `Welcome to Northbound, ${SHOPPER.firstName}` });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Start shopping' }).click();
    await expect(welcome).toBeHidden();
  }
  await expect(page.getByTestId('account-entry').getByRole('button', { name: `Hi, ${SHOPPER.firstName}` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sf-basket-merged-gb'))).not.toBeNull();
  const accountBasket = await page.evaluate(() => localStorage.getItem('sf-basket-gb'));
  expect(await page.evaluate(() => localStorage.getItem('sf-basket-merged-gb'))).toMatch(new RegExp(`:${accountBasket}$`));
  await expect(page.getByTestId('header-cart-count')).not.toHaveText('0');

  // Signed in, the guest pages send the shopper on (edge, on a document load).
  await page.goto('/sign-in?redirectTo=%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/order-status');
  await expect(page).toHaveURL(/\/account\/order-history$/);

  // Signed out on an account page, the shopper goes home, and the account area asks for sign-in again (router).
  await page.goto('/account/profile');
  await page
    .getByTestId('account-entry')
    .getByRole('button', { name: `Hi, ${SHOPPER.firstName}` })
    .click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.getByTestId('account-entry').getByRole('link', { name: 'Sign in' }).waitFor();
  await expect(page.getByTestId('header-cart-count')).toHaveText('0');
  expect(await page.evaluate(() => localStorage.getItem('sf-basket-gb'))).toBeNull();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/account/order-history');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Faccount%2Forder-history$/);
});

test('/reset-password without a token goes home; with one it shows the new-password form', async ({ page }) => {
  const response = await page.goto('/reset-password');
  expect(response?.url()).toMatch(/localhost:\d+\/$/);
  await expect(page.getByTestId('reset-password-page')).toHaveCount(0);
  await page.goto('/reset-password?token=not-a-real-token-but-long-enough');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Create a password').fill(STRONG_PASSWORD);
  await expect(page.locator('[data-rule="strength"]')).toHaveAttribute('data-state', 'met');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('reset-password-invalid')).toContainText('This reset link is not valid any more');
});

test('the identity pages and dialogs have no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Errors are tied to their fields.
  const form = page.getByTestId('sign-in-form');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByTestId('forgot-password-form').getByLabel('E-mail address').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText('If there is an account for nobody@example.com');
  await expectNoViolations(page);

  await page.goto('/#forgot-password');
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  await expectNoViolations(page);

  // Sign-up with a content block below the form: size md instead of xs.
  await page.goto('/#sign-up');
  const narrow = page.getByRole('dialog', { name: 'Create an account' });
  await expect(narrow.getByLabel('First name')).toBeVisible();
  const narrowWidth = (await narrow.boundingBox())?.width ?? 0;
  await page.goto('/#sign-up_loyalty-benefits');
  const wide = page.getByRole('dialog', { name: 'Create an account' });
  await expect(wide.getByTestId('sign-up-content')).toBeVisible();
  expect((await wide.boundingBox())?.width ?? 0).toBeGreaterThan(narrowWidth);
  await expectNoViolations(page);

  await page.goto('/de-de/#sign-in_checkout');
  const german = page.getByRole('dialog', { name: 'In deinem Konto anmelden' });
  await expect(german).toContainText('Melde dich an und bezahle schneller');
  await expectNoViolations(page);
});
