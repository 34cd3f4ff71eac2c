import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, addOperatorSession, waitForHydration, waitForSlots } from './fixtures';
import { expectNoViolations } from './checkout-helpers';

/**
 * Student verification (issue 25): a new shopper opens the `#student-verification` dialog from the account overview,
 * gives an academic address, types the 6-digit code mailed there (read from the outbox), sees the verification in the
 * account, and gets the student discount as its own line in the basket. A fresh account: the demo shoppers stay
 * without the discount for the other specs.
 */

const SITE = { brand: 'northbound', locale: 'uk-en' } as const;
const PASSWORD = 'cobalt lantern tundra whisk';

type Outbox = { messages: Array<{ kind: string; to: string; text: string }> };

/** The newest mail of `kind` to `to` whose text matches `pattern`: the first match group. */
async function fromOutbox(request: APIRequestContext, kind: string, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as Outbox;
      const mail = outbox.messages.find((message) => message.kind === kind && message.to === to);
      found = pattern.exec(mail?.text ?? '')?.[1];
      return found ?? null;
    })
    .not.toBeNull();
  return found as string;
}

/** A new verified account, signed in through the API (the page shares its cookies). */
async function signUpAndSignIn(page: Page, email: string): Promise<void> {
  const signUp = await page.request.post('/api/identity/sign-up', { data: { ...SITE, email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' } });
  expect(signUp.status(), await signUp.text()).toBe(202);
  const token = await fromOutbox(page.request, 'account_verification', email, /verify-email\?token=([A-Za-z0-9_-]+)/);
  const verified = await page.request.post('/api/identity/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** The account's basket with one in-stock pair, handed to the page as the UK site's basket. */
async function fillBasket(page: Page): Promise<void> {
  const product = await page.request.get('/api/catalog/products/NB1001', { params: SITE });
  const { variants } = (await product.json()) as { variants: Array<{ variantId: string; inStock: boolean }> };
  const variant = variants.find((candidate) => candidate.inStock);
  const created = await page.request.post('/api/baskets', { data: SITE });
  const { basketId } = (await created.json()) as { basketId: string };
  const added = await page.request.post(`/api/baskets/${basketId}/items`, { data: { variantId: variant?.variantId, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  await page.evaluate((id) => localStorage.setItem('sf-basket-gb', id), basketId);
}

test('verify as a student with an academic e-mail and a mailed code; the student discount shows in the basket', async ({ page, operatorSession }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await addOperatorSession(page, operatorSession);
  await signUpAndSignIn(page, `student.${stamp}@example.com`);
  await page.goto('/');
  await fillBasket(page);

  // The account overview's student card leads into the dialog.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await waitForSlots(page);
  await waitForHydration(page);
  const card = page.getByTestId('dashboard-student');
  await expect(card.getByText('Students get 10% off products for 12 months.')).toBeVisible();
  await card.getByRole('link', { name: 'Verify your student status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Student discount' });
  await expect(dialog.getByLabel('Academic e-mail address')).toBeVisible();

  // A non-academic address is refused on the field before anything is sent.
  await dialog.getByLabel('Academic e-mail address').fill(`ada.${stamp}@gmail.com`);
  await dialog.getByLabel('University or college').fill('University of Oxford');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('This address is not recognised as academic.', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Academic e-mail address')).toBeFocused();
  await expectNoViolations(page);

  const academic = `ada.${stamp}@ox.ac.uk`;
  await dialog.getByLabel('Academic e-mail address').fill(academic);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${academic}.`, { exact: false })).toBeVisible();
  const codeField = dialog.getByLabel('Verification code');
  await expect(codeField).toBeFocused();
  await expectNoViolations(page);

  const code = await fromOutbox(page.request, 'student_verification_code', academic, /\b(\d{6})\b/);
  // A wrong code first: the attempts left are said on the field.
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('That code is not right. Attempts left: 4.')).toBeVisible();
  await codeField.fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByTestId('student-verified')).toContainText('You are verified as a student until');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('student-status')).toContainText('Verified at University of Oxford until');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expect(page.getByText('Student discount (10%)')).toBeVisible();
});

test('a guest opening #student-verification is sent to sign in first, and comes back to the dialog', async ({ page, baseURL, operatorSession }) => {
  // A shopper with an account (its first sign-in, with the welcome dialog, is behind it), signed out on this browser.
  await addOperatorSession(page, operatorSession);
  const email = `returning-student-${Date.now()}@example.test`;
  await signUpAndSignIn(page, email);
  const signedOut = await page.request.delete('/api/identity/session', { headers: { origin: baseURL ?? '' } });
  expect(signedOut.status(), await signedOut.text()).toBe(204);

  await page.goto('/#student-verification');
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Faccount%23student-verification$/);
  const form = page.getByTestId('sign-in-form');
  await waitForHydration(page);
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account#student-verification$/);
  await expect(page.getByRole('dialog', { name: 'Student discount' }).getByLabel('Academic e-mail address')).toBeVisible();
});
