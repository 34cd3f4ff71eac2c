import { test, expect, waitForSlots } from './fixtures';

test('a #content_ fragment opens the content dialog; Escape closes it, clears the fragment and restores focus', async ({ page }) => {
  await page.goto('/');
  await waitForSlots(page);
  const opener = page.getByTestId('header-cart-link');
  await opener.focus();
  await page.evaluate(() => {
    window.location.hash = 'content_returns-policy';
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading').first()).not.toBeEmpty();
  // Focus is inside the modal.
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await expect(opener).toBeFocused();
});

test('the close button closes a dialog opened from the URL', async ({ page }) => {
  await page.goto('/#content_returns-policy');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
});

test('quickshop with a malformed product id shows Invalid Product ID', async ({ page }) => {
  await page.goto('/#quickshop_not-an-id');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(/Invalid Product ID/);
});

test('quickshop with a valid product id shows the product and its sizes', async ({ page }) => {
  await page.goto('/#quickshop_NB1001');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('input[type="radio"]').first()).toBeAttached();
});
