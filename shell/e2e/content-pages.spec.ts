import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForSlots } from './fixtures';

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
