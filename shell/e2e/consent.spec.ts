import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONSENT_POLICY_VERSION, test, expect, waitForSlots } from './fixtures';

/**
 * Issue 24, consent that governs: nothing of a category is stored before the shopper allows it, withdrawing deletes
 * it at once, every decision is recorded server-side, Global Privacy Control refuses targeting, and a choice made
 * under an older policy version asks again.
 */
const PRODUCT = '/p/ridge-trek-boot-nb1001';
const RECENTLY_VIEWED = 'sf-recently-viewed-northbound-gb';
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const recentlyViewed = (page: Page) => page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED);
const decisionRecorded = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/consent/decisions') && response.request().method() === 'POST');

test.use({ consentDecided: false });

test('recently viewed waits for functional consent, and withdrawing it clears the list at once', async ({ page, context }) => {
  await page.goto(PRODUCT);
  await waitForSlots(page);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  expect(await recentlyViewed(page)).toBeNull();

  // The shopper allows functional cookies only, in the preferences panel.
  await banner.getByRole('button', { name: 'Cookie preferences' }).click();
  const functional = banner.getByRole('checkbox', { name: /functional/i });
  await expect(functional).not.toBeChecked();
  await expect(banner.getByRole('checkbox', { name: /strictly necessary/i })).toBeDisabled();
  const axe = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').withTags(WCAG_22_AA).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await functional.check();
  const recorded = decisionRecorded(page);
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await expect(banner).toBeHidden();
  const decision = await recorded;
  expect(decision.status()).toBe(201);
  // A keepalive request's response body is not readable in Chromium's tooling: the request says what was recorded.
  expect(decision.request().postDataJSON()).toMatchObject({ policyVersion: CONSENT_POLICY_VERSION, performance: false, functional: true, targeting: false });
  // The product on screen is remembered from now on.
  await expect.poll(() => recentlyViewed(page)).toBe('["NB1001"]');
  const cookie = (await context.cookies()).find((entry) => entry.name === 'sf-consent');
  expect(cookie?.value).toMatch(new RegExp(`^v${CONSENT_POLICY_VERSION}\\.p0\\.f1\\.t0\\.[0-9a-f]{32}$`));

  // "Cookie preferences" (the footer's link is the #cookie-preferences fragment) opens the panel with the choice.
  await page.evaluate(() => {
    window.location.hash = 'cookie-preferences';
  });
  await expect(functional).toBeChecked();
  await functional.uncheck();
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await expect(banner).toBeHidden();
  expect(await recentlyViewed(page)).toBeNull();
  // Viewing another product now stores nothing.
  const other = (await (await page.request.get('/api/catalog/products/NB1002?brand=northbound&locale=uk-en')).json()) as { path: string };
  await page.goto(other.path);
  await waitForSlots(page);
  expect(await recentlyViewed(page)).toBeNull();
});

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('targeting is refused: the server banner says so, "Accept all" leaves it off and the panel shows why', async ({ page, context }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
    });
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-testid="consent-gpc-notice"');
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByTestId('consent-gpc-notice')).toBeVisible();
    const recorded = decisionRecorded(page);
    await banner.getByRole('button', { name: /accept all/i }).click();
    await expect(banner).toBeHidden();
    const sent = await recorded;
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toMatchObject({ performance: true, functional: true, targeting: false });
    const cookie = (await context.cookies()).find((entry) => entry.name === 'sf-consent');
    expect(cookie?.value).toMatch(/\.p1\.f1\.t0\./);
    // Live chat needs targeting too (spec §4): it does not start.
    await waitForSlots(page);
    await expect(page.locator('[data-remote="mfe_chat"]')).toHaveCount(0);

    await page.evaluate(() => {
      window.location.hash = 'cookie-preferences';
    });
    const targeting = banner.getByRole('checkbox', { name: /targeting/i });
    await expect(targeting).toBeDisabled();
    await expect(targeting).not.toBeChecked();
    await expect(banner.getByTestId('consent-gpc-reason')).toBeVisible();
  });
});

test('a choice made under an older policy version asks again, and what it allowed is gone', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'sf-consent', value: `v${CONSENT_POLICY_VERSION - 1}.p1.f1.t1.0123456789abcdef0123456789abcdef`, url: baseURL ?? '' }]);
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, '["NB1002"]');
    }
  }, RECENTLY_VIEWED);
  const html = await (await page.request.get(PRODUCT)).text();
  expect(html).toContain('data-testid="consent-banner"');
  await page.goto(PRODUCT);
  await waitForSlots(page);
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  expect(await recentlyViewed(page)).toBeNull();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
});
