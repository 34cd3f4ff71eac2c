import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForSlots } from './fixtures';
import type { Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a favourited product is on /favorites after a reload, and the page and its share dialog are accessible', async ({ page }) => {
  await page.goto('/p/ridge-trek-boot-nb1001');
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  const favourite = page.getByRole('button', { name: new RegExp(`^Favourite\\s?: ${name}$`) }).first();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorites');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Share your favourites' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your favourites' });
  const link = await dialog.getByLabel('Link to your favourites').inputValue();
  expect(link).toMatch(/\/favorites\?shared=NB1001$/);
  await expectNoViolations(page);
  await page.keyboard.press('Escape');

  // The shared link in a browser without favourites.
  await page.evaluate(() => localStorage.removeItem('sf-favorites-northbound-gb'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites shared with you' })).toBeVisible();
  await page.getByRole('button', { name: 'Add all to my favourites' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All products were added' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sf-favorites-northbound-gb'))).toBe('["NB1001"]');
});

test('the empty favourites page is accessible', async ({ page }) => {
  await page.goto('/favorites');
  await expect(page.getByText(/You have no favourites yet/)).toBeVisible();
  await expectNoViolations(page);
});
