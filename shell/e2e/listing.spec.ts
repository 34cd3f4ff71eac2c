import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every request the page makes to the listing API, counted from here on. */
function countListingRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/listing/')) count += 1;
  });
  return () => count;
}

/** The first top-level category of the home page (the largest listings). */
async function openFirstCategory(page: Page) {
  await page.goto('/');
  await page.locator('main a[href*="/c/"]').first().click();
  await expect(page).toHaveURL(/\/c\//);
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  await waitForSlots(page);
}

/** An enabled facet value matching more than one page of products, chosen from the side panel. */
async function chooseBroadFilter(page: Page) {
  const options = page.locator('aside input[type="checkbox"]:not([disabled])');
  const labels = await page.locator('aside label:has(input[type="checkbox"]:not([disabled]))').allTextContents();
  const total = Number(
    /(\d+)/.exec(
      (await page
        .getByText(/^\d+ products?$/)
        .first()
        .textContent()) ?? '',
    )?.[1] ?? 0,
  );
  // More than one page, but fewer than the whole list: a filter that really narrows it.
  const index = labels.findIndex((label) => {
    const count = Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? 0);
    return count > 24 && count < total;
  });
  expect(index, `a facet value with more than 24 products among ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const option = options.nth(index);
  const name = await option.getAttribute('name');
  const value = await option.getAttribute('value');
  await option.check();
  return { name: name ?? '', value: value ?? '' };
}

test('filter, sort and load more live in the URL; Back from a product restores items, filters and scroll without refetching', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const listingRequests = countListingRequests(page);
  await openFirstCategory(page);

  const filter = await chooseBroadFilter(page);
  await expect(page).toHaveURL(new RegExp(`[?&]${filter.name}=[^&]*${encodeURIComponent(filter.value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.getByRole('list', { name: 'Selected filters' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const status = page.locator('main [role="status"]').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText(/^Showing 24 of \d+ products$/);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(status).toHaveText(/^Showing 48 of \d+ products$/);
  const shown = await status.textContent();
  const listUrl = page.url();

  // Open the 30th product from well down the page.
  const product = page.getByRole('list', { name: 'Products' }).getByRole('listitem').nth(29).locator('h2 a');
  await product.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(100);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(1000);
  const requestsBefore = listingRequests();
  await product.click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(status).toHaveText(shown ?? '');
  await expect(page.locator(`aside input[name="${filter.name}"][value="${filter.value}"]`)).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 60);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(60);
  expect(listingRequests()).toBe(requestsBefore);

  // Back once more undoes the sort (filters and sort are history entries; load more replaced its entry).
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=price-asc/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended');
});

test('a category page with the filters dialog open has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFirstCategory(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[type="checkbox"]').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
});
