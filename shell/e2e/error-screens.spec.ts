import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForFooterWidget, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A flag on the window that only a full document load clears (a client-side navigation keeps it). */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test('403: the forbidden screen, with the right status, a way home and no violations', async ({ page }) => {
  const response = await page.goto('/403');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main a[href*="/c/"]').first()).toBeVisible();
});

test('404: CMS content blocks above the picture, more below once scrolled to, translated, no violations', async ({ page }) => {
  const response = await page.goto('/de-de/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  // The top blocks are in the server's HTML, above the picture.
  expect(await response?.text()).toContain('data-testid="not-found-content-top"');
  const top = page.getByTestId('not-found-content-top');
  await expect(top.getByRole('link', { name: 'Women' })).toBeVisible();
  const topBox = await top.boundingBox();
  const pictureBox = await page.getByTestId('not-found-picture').boundingBox();
  expect(topBox && pictureBox && topBox.y < pictureBox.y).toBe(true);
  const bottom = page.getByTestId('not-found-content-bottom');
  await page.getByTestId('not-found-picture').scrollIntoViewIfNeeded();
  await expect(bottom.getByRole('heading', { name: 'Need a hand?' })).toBeVisible();
  await expectNoViolations(page);
});

test('500: the maintenance screen without the layout; a failed page retries into a working one', async ({ page }) => {
  const direct = await page.goto('/500');
  expect(direct?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('We are working on it')).toBeVisible();
  // ERROR_SCREEN_CONFIG: a maintenance status shows its screen alone.
  await expect(page.getByTestId('header-cart-link')).toHaveCount(0);
  await expectNoViolations(page);

  // A page whose data fails with a 500 on a client navigation, then works again: "Try again" brings it back.
  await page.goto('/');
  await page.route('**/api/content/pages/faq?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }));
  const faqLink = page.locator('footer a[href$="/faq"]');
  await waitForFooterWidget(page);
  await faqLink.click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-screen', 'maintenance');
  await page.unroute('**/api/content/pages/faq?**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /FAQ|Frequently/i })).toBeVisible();
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});

test.describe('build manifest', () => {
  // The blocked chunk fails its remote's import on purpose (the slot shows its fallback, logged as an error).
  test.use({ allowedPageErrors: [/ChunkLoadError|Loading chunk/i] });

  test('a chunk that cannot be loaded makes the next navigation a full document load that works', async ({ page }) => {
    await page.goto('/');
    // The footer's content-help widget loads that remote's entry; its store-locator page is not loaded yet.
    const storesLink = page.locator('footer a[href$="/stores"]');
    await waitForFooterWidget(page);
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
    // As after a deploy removed the old build's files: every not-yet-loaded script of the remotes is gone.
    await page.route('**/remotes/**/*.js', (route) => (loaded.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: '' })));
    await markDocument(page);
    await storesLink.click();
    await expect(page.locator('main [data-remote="mfe_content_help"]')).toHaveAttribute('data-slot-state', 'failed');
    expect(await sameDocument(page)).toBe(true);

    await page.unroute('**/remotes/**/*.js');
    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document');
    await page.getByRole('link', { name: /home/i }).first().click();
    await documentLoad;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main a[href*="/c/"]').first()).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    // The new document navigates client-side again, once hydrated (a link clicked before that is a plain link).
    await waitForSlots(page);
    await markDocument(page);
    await page.locator('main a[href*="/c/"]').first().click();
    await expect(page.locator('main a[href*="/p/"]').first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a new build id in builds/latest.json makes the next navigation a full document load', async ({ page }) => {
    await page.goto('/');
    let polled = 0;
    await page.route('**/builds/latest.json?**', (route) => {
      polled++;
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build' }) });
    });
    await markDocument(page);
    // The watch checks every five minutes and whenever the tab is shown again: the shopper comes back to the tab.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => polled).toBeGreaterThan(0);
    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document');
    await page.locator('main a[href*="/c/"]').first().click();
    await documentLoad;
    await expect(page.locator('main a[href*="/p/"]').first()).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });
});
