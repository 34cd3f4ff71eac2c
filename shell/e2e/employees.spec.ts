import { test, expect } from './fixtures';
import { expectNoViolations, prepareBasket } from './checkout-helpers';

/**
 * Employees (issue 12): the demo employee's first sign-in shows the employee terms after the welcome dialog;
 * accepting starts the employee session (employee prices in the basket, its own promotion line); at its expiry time the
 * session clears itself in the browser and the prices are normal again.
 */

const EMPLOYEE = { email: 'employee@storefront.test', password: 'demo-employee-2026' };
const HOUR = 60 * 60 * 1000;

test('employee terms at first sign-in, employee prices, and the employee session expiring', async ({ page }) => {
  test.setTimeout(120_000);
  // The browser's clock is ours: the 8-hour session can end within the test.
  await page.clock.install();
  await prepareBasket(page, page.request, ['NB1003']);
  await page.goto('/');

  await page.getByTestId('account-entry').getByRole('link', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in to your account' });
  await signIn.getByLabel('E-mail address').fill(EMPLOYEE.email);
  await signIn.getByLabel('Password', { exact: true }).fill(EMPLOYEE.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();

  // The welcome (or sign-in confirmation) dialog comes first; the terms wait until it is closed.
  const first = page.getByRole('dialog', { name: /Welcome|signed in/ });
  await expect(first).toBeVisible();
  await page.keyboard.press('Escape');
  const terms = page.getByRole('dialog', { name: 'Employee purchase terms' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('listitem')).toHaveText(['Northbound: 40% off', 'Kerbside: 30% off', 'Fieldwear: 35% off']);
  await expectNoViolations(page);
  await terms.getByRole('button', { name: 'I accept the terms' }).click();
  await expect(terms).toBeHidden();
  const badge = page.getByTestId('employee-indicator');
  await expect(badge).toContainText('Employee prices');

  await page.goto('/cart');
  await expect(page.getByText(/Employee discount \(40%\)/)).toBeVisible();
  await expect(badge).toBeVisible();

  // Eight hours later the session has ended by itself: no badge, a message, normal prices.
  await page.clock.fastForward(8 * HOUR);
  await expect(badge).toBeHidden();
  await expect(page.getByText('Your employee session has ended: prices are back to normal.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expect(page.getByText(/Employee discount/)).toHaveCount(0);
});
