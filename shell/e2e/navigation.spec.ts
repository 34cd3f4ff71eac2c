import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, addOperatorSession, waitForFooterWidget, waitForSlots } from './fixtures';

/**
 * Issue 24: spec §2 navigation rules (3 localized aliases, 4 legacy URLs, 8 carried query, 9 server redirects) on a
 * document load and on client navigation, the country prompt, and the footer's country/language switcher.
 * The e2e server runs with the legacyUrls flag on (playwright.config.ts).
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What /get-user-geo-country answers this page, as a CDN's country header would make it. */
async function locateIn(page: Page, code: string, name: string): Promise<void> {
  await page.route('**/get-user-geo-country', (route) => route.fulfill({ json: { country: { code, name }, source: 'edge' } }));
}

test('legacy URLs, server redirects and localized aliases land on the right page when loaded', async ({ page }) => {
  await page.goto('/en-gb/product/nb1001.html');
  await expect(page).toHaveURL(/\/p\/[a-z0-9-]+-nb1001$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/summer-sale?preview=1');
  await expect(page).toHaveURL(/\/discounts\?preview=1$/);

  const help = await page.goto('/de-de/hilfe');
  expect(help?.status()).toBe(200);
  await expect(page).toHaveURL(/\/de-de\/hilfe$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Links are written in the local form too.
  await expect(page.locator('footer a[href="/de-de/hilfe"]').first()).toBeVisible();
});

test('client navigation follows a server redirect and carries the preview parameter', async ({ page, operatorSession }) => {
  await addOperatorSession(page, operatorSession);
  // Portugal's site only, so no other test meets it.
  const added = await page.request.post('/api/redirects', { data: { sourcePath: '/delivery', target: '/faq', status: 302, locale: 'pt-pt' } });
  expect([201, 409]).toContain(added.status());

  await page.goto('/pt-pt/?preview=1&utm_source=mail');
  await waitForSlots(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const delivery = page.locator('footer a[href="/pt-pt/entrega"]').first();
  await waitForFooterWidget(page);
  await delivery.click();
  await expect(page).toHaveURL(/\/pt-pt\/faq\?preview=1$/);
  // Followed inside the app (no document load), and the page is the FAQ.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the country prompt asks once per country, has no close button, and not again after confirming', async ({ page }) => {
  await locateIn(page, 'DE', 'Germany');
  await page.goto('/');
  const prompt = page.getByRole('dialog', { name: 'Shopping from Germany?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: /close/i })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).include('dialog[open]').withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay on the United Kingdom site' }).click();
  await expect(prompt).toBeHidden();

  // Confirmed: not for Germany, nor for any other country, on later pages.
  await page.unroute('**/get-user-geo-country');
  await locateIn(page, 'FR', 'France');
  await page.goto('/help');
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('going to the suggested site keeps the page, and that country is not suggested again', async ({ page }) => {
  await locateIn(page, 'FR', 'France');
  await page.goto('/help');
  const prompt = page.getByRole('dialog', { name: 'Shopping from France?' });
  await prompt.getByRole('button', { name: /Go to France/ }).click();
  await expect(page).toHaveURL(/\/fr-fr\/aide$/);
  await page.goto('/help');
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the footer switcher keeps the shopper on the same page, or the home page where it does not exist', async ({ page }) => {
  await page.goto('/help?topic=returns');
  const switcher = page.getByRole('navigation', { name: 'Country and language' });
  await switcher.locator('summary').click();
  await expect(switcher.getByRole('link', { name: 'United Kingdom · English' })).toHaveAttribute('aria-current', 'true');
  await switcher.getByRole('link', { name: 'Deutschland · Deutsch' }).click();
  await expect(page).toHaveURL(/\/de-de\/hilfe\?topic=returns$/);

  await page.goto('/no-such-page-anywhere');
  await page.getByRole('navigation', { name: 'Country and language' }).locator('summary').click();
  await page.getByRole('link', { name: 'Nederland · Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl-nl$/);
});
