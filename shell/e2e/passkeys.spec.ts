import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Page } from '@playwright/test';
import { test, expect, waitForSlots } from './fixtures';

/**
 * Passkeys in a real browser (issue 12): Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) plays
 * the platform authenticator. The demo shopper adds a passkey from the profile, signs out, signs in with it on the
 * sign-in page, and deletes it again (the account is left as found). Axe checks the profile's passkeys section.
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SHOPPER = { email: 'shopper@storefront.test', password: 'demo-shopper-2026', firstName: 'Sam' };
const PASSKEYS_SECTION = 'section[aria-labelledby="profile-passkeys-heading"]';

async function expectNoViolations(page: Page, include?: string) {
  await waitForSlots(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A resident-key, user-verifying "internal" authenticator that answers every prompt by itself. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('add a passkey from the profile, sign out, and sign in with it', async ({ page }) => {
  test.setTimeout(120_000);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  // Signed in with the password, on the profile.
  await page.goto('/sign-in?redirectTo=%2Faccount%2Fprofile');
  await waitForSlots(page);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('E-mail address').fill(SHOPPER.email);
  await form.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/profile(#welcome)?$/);
  // The demo account's first sign-in of this run (this spec may be the first) opens the welcome dialog.
  if (page.url().endsWith('#welcome')) {
    const welcome = page.getByRole('dialog', { name: /^Welcome to Northbound/ });
    await expect(welcome).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
  }
  const section = page.locator(PASSKEYS_SECTION);
  await expect(section.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await expectNoViolations(page, PASSKEYS_SECTION);

  // A name is asked first; then the browser's authenticator creates the passkey.
  const name = section.getByLabel('Name of the new passkey');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Test browser');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('status')).toContainText('Passkey "Test browser" added');
  const row = section.getByTestId('passkey-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not used yet');
  const created = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await expectNoViolations(page, PASSKEYS_SECTION);

  // Signed out from the header menu.
  await page
    .getByTestId('account-entry')
    .getByRole('button', { name: `Hi, ${SHOPPER.firstName}` })
    .click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('account-entry').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/identity/session')).json()).signedIn).toBe(false);

  // In again with the passkey alone: no e-mail, no password.
  await page.goto('/sign-in?redirectTo=%2Faccount%2Fprofile');
  await waitForSlots(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByTestId('account-entry').getByRole('button', { name: `Hi, ${SHOPPER.firstName}` })).toBeVisible();
  const session = (await (await page.request.get('/api/identity/session')).json()) as { signedIn: boolean; customer: { email: string } };
  expect(session).toMatchObject({ signedIn: true, customer: { email: SHOPPER.email } });
  await expect(section.getByTestId('passkey-row')).toContainText('Last used');
  const used = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(used[0]?.signCount).toBeGreaterThan(created[0]?.signCount ?? 0);

  // Deleted again after the confirmation dialog; the account is left as it was found.
  await section.getByRole('button', { name: 'Delete passkey Test browser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this passkey?' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Delete passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('passkey-row')).toHaveCount(0);
  await expect(section.getByRole('status')).toContainText('Passkey "Test browser" deleted.');
  await expectNoViolations(page, PASSKEYS_SECTION);

  // The deleted passkey no longer signs in: the server does not know it.
  await page
    .getByTestId('account-entry')
    .getByRole('button', { name: `Hi, ${SHOPPER.firstName}` })
    .click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('account-entry').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/sign-in');
  await waitForSlots(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByTestId('sign-in-error')).toContainText('This passkey was not recognised');
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
});
