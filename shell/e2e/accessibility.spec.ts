import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: import('@playwright/test').Page) {
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

// One axe run per test where the page is opened directly: five runs in one test outgrew its time on a loaded machine.
test('home, and a category and a product reached by its links, have no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/');
  await expectNoViolations(page);
  await page.locator('main a[href*="/c/"]').first().click();
  await expect(page.locator('main a[href*="/p/"]').first()).toBeVisible();
  await expectNoViolations(page);
  await page.locator('main a[href*="/p/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
});

for (const path of ['/cart', '/no-such-page']) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test.describe('before consent', () => {
  test.use({ consentDecided: false });
  test('the consent banner is accessible and accepting it reveals the chat launcher', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: /accept all/i }).click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await expect(page.locator('[data-remote="mfe_chat"]')).toHaveAttribute('data-slot-state', 'mounted');
  });
});
