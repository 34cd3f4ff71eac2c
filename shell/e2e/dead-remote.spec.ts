import { test, expect, waitForSlots } from './fixtures';

const DEAD = `http://localhost:${Number(process.env.E2E_PORT_BASE ?? 3100) + 1}`;

test('a remote whose manifest cannot be loaded leaves the rest of the page working', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${DEAD}/`);
  await waitForSlots(page);
  // The catalogue (another remote) and the shell's header still work.
  await expect(page.locator('main a[href*="/c/"]').first()).toBeVisible();
  await expect(page.getByTestId('header-cart-link')).toBeVisible();
  // The footer's help-links slot (content-help remote) shows the fallback with a stable code and a retry once it
  // comes into view (it loads then).
  const footerSlot = page.locator('footer [data-remote="mfe_content_help"]');
  await footerSlot.scrollIntoViewIfNeeded();
  await expect(footerSlot).toHaveAttribute('data-slot-state', 'failed');
  await expect(footerSlot.locator('[data-error-code="SHELL-001"]')).toBeVisible();
  await expect(footerSlot.getByRole('button', { name: /try again/i })).toBeVisible();
  expect(errors.some((text) => text.includes('SHELL-001'))).toBe(true);

  // Navigation keeps working after the failure.
  await page.locator('main a[href*="/c/"]').first().click();
  await expect(page.locator('main a[href*="/p/"]').first()).toBeVisible();
});

test('a page whose remote is down shows a fallback in the main slot and retries with a fresh import', async ({ page }) => {
  await page.goto(`${DEAD}/about-us`);
  const mainSlot = page.locator('main [data-remote="mfe_content_help"]');
  await expect(mainSlot).toHaveAttribute('data-slot-state', 'failed');
  await expect(mainSlot.locator('[data-error-code="SHELL-001"]')).toBeVisible();

  let manifestRequests = 0;
  page.on('request', (request) => request.url().includes('127.0.0.1:9/') && manifestRequests++);
  await mainSlot.getByRole('button', { name: /try again/i }).click();
  await expect(mainSlot).toHaveAttribute('data-slot-state', 'failed');
  // The retry asked the network again instead of replaying the cached failed import.
  expect(manifestRequests).toBeGreaterThan(0);
  await expect(page.getByTestId('header-cart-link')).toBeVisible();
});
