import AxeBuilder from '@axe-core/playwright';
import { test, expect, typeInSearchBox, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a CMS page sets the header transparency and mode from its data, reset on the next route', async ({ page }) => {
  const header = page.locator('header').first();
  await page.goto('/about-us');
  await expect(page.getByTestId('cms-page')).toBeVisible();
  await expect(header).toHaveAttribute('data-overlay-header', 'true');

  await page.goto('/privacy-policy');
  await expect(page.getByTestId('cms-page')).toBeVisible();
  await expect(header).toHaveAttribute('data-header-style', 'dark');
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await header.getByRole('link').first().click();
  await expect(page.locator('main a[href*="/c/"]').first()).toBeVisible();
  await expect(header).toHaveAttribute('data-header-style', 'light');
  await expect(header).toHaveAttribute('data-overlay-header', 'false');
});

// Issue 13: a help page's document carries the search box's texts but not the catalogue's, which come with the
// catalogue's code on the way to its first page.
test('from a help page, the search box speaks and the home page arrives with its texts, never a raw key', async ({ page }) => {
  const box = await typeInSearchBox(page, '/help', 'boo');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /suggestions? available/ })).toBeAttached();
  await box.press('Escape');

  await page.locator('header').first().getByRole('link').first().click();
  // Issue 25: the home page is the brand's merchandised CMS page (its hero's title is the h1).
  await expect(page.getByRole('heading', { level: 1, name: 'Made for the long way north' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New arrivals' }).getByRole('button', { name: /Next/ })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\b(catalog|search-box|content|content-blocks|stores)\.[a-zA-Z]/);
});
