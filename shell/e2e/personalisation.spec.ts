import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONSENT_POLICY_VERSION, test, expect, waitForSlots } from './fixtures';

/**
 * Issue 24, personalisation: a shopper who allows targeting browses a category and some of its products; the
 * browser sends the spec §3 profile with those views, and the next product page's "Recommended for you" is drawn from
 * that category (without what was already viewed or is on show). Withdrawing targeting stops the sends at once and deletes the stored
 * profile (server) and the local history (browser).
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SITE = 'brand=northbound&locale=uk-en';
const EVENTS = '/api/personalisation/events';
const HISTORY_KEY = 'sf-personalisation-northbound-gb';

interface Category {
  id: string;
  slug: string;
  parentId: string | null;
  productCount: number;
}
interface Card {
  productId: string;
  path: string;
}

test.use({ consentDecided: false });

/** A leaf category with enough products, and the products its recommended order lists first. */
async function leafCategory(page: Page): Promise<{ slug: string; products: Card[] }> {
  const { categories } = (await (await page.request.get(`/api/catalog/categories?${SITE}`)).json()) as { categories: Category[] };
  const leaves = categories.filter((category) => category.productCount >= 10 && !categories.some((child) => child.parentId === category.id));
  // Not the first: the top-rated fallback draws on the first top-level categories.
  const leaf = leaves.at(-1);
  if (!leaf) throw new Error('no leaf category with products');
  const listing = (await (await page.request.get(`/api/listing/category/${leaf.slug}?${SITE}&sort=recommended`)).json()) as { items: Card[] };
  return { slug: leaf.slug, products: listing.items };
}

test('a consenting shopper is recommended products of the category they browsed; withdrawing stops it and forgets', async ({ page, context, baseURL }) => {
  // A category, two products, home, withdrawal and two more pages: longer than one page's walk.
  test.setTimeout(90_000);
  const consentId = randomBytes(16).toString('hex');
  await context.addCookies([{ name: 'sf-consent', value: `v${CONSENT_POLICY_VERSION}.p1.f1.t1.${consentId}`, url: baseURL ?? '' }]);
  const sends: Array<{ status: number | null; body: string | null }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith(EVENTS)) sends.push({ status: null, body: request.postData() });
  });
  const stored = () => page.waitForResponse((response) => response.url().endsWith(EVENTS) && response.status() === 204);

  const { slug, products } = await leafCategory(page);
  const categoryIds = new Set(products.map((product) => product.productId));
  const viewed = products.slice(0, 2);

  // The category page, then two of its products: each view is sent with the profile.
  await page.goto(`/c/${slug}`);
  await waitForSlots(page);
  await stored();
  for (const product of viewed) {
    await page.goto(product.path);
    await waitForSlots(page);
    await stored();
  }
  const last = JSON.parse(sends.at(-1)?.body ?? '{}') as { profile?: { interests: Array<{ category: string; views: number }>; viewedProducts: string[] } };
  expect(last.profile?.interests[0]?.category).toBe(slug);
  expect(last.profile?.viewedProducts).toEqual(viewed.map((product) => product.productId).reverse());
  const visitor = (await context.cookies()).find((cookie) => cookie.name === 'sf_pvid');
  expect(visitor?.httpOnly).toBe(true);

  // Another product of the category: its rail is drawn from the category, without the products viewed and this one.
  const current = products[2] as Card;
  await page.goto(current.path);
  await waitForSlots(page);
  const rail = page.getByRole('region', { name: 'Recommended for you' });
  await expect(rail.locator('[data-basis] > li')).toHaveCount(4);
  await expect(rail.locator('[data-basis]')).toHaveAttribute('data-basis', 'interests');
  await expect(rail).not.toHaveAttribute('aria-busy', 'true');
  const shown = await rail.locator('article h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const shownIds = products.filter((product) => shown.some((href) => href.endsWith(product.path))).map((product) => product.productId);
  expect(shownIds).toHaveLength(4);
  for (const id of shownIds) {
    expect(categoryIds.has(id)).toBe(true);
    expect([...viewed, current].map((product) => product.productId)).not.toContain(id);
  }
  // Recently viewed draws on the stored profile too: the two products viewed before, most recent first.
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.locator('article h3 a').first()).toHaveAttribute('href', new RegExp(`${viewed[1]?.path}$`));
  const axe = await new AxeBuilder({ page }).include('[data-testid="recommended-rail"]').withTags(WCAG_22_AA).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Withdraw targeting in the preferences panel.
  await page.evaluate(() => {
    window.location.hash = 'cookie-preferences';
  });
  const banner = page.getByTestId('consent-banner');
  const targeting = banner.getByRole('checkbox', { name: /targeting/i });
  await expect(targeting).toBeChecked();
  const forgotten = page.waitForResponse((response) => response.url().endsWith('/api/personalisation/profile') && response.request().method() === 'DELETE');
  await targeting.uncheck();
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await expect(banner).toBeHidden();
  expect((await forgotten).status()).toBe(204);
  await expect(rail).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'sf_pvid')).toBe(false);

  // The stored profile is gone: the same visitor id with targeting allowed again finds nothing to draw on.
  const asBefore = await page.request.get(`/api/personalisation/recommendations?${SITE}`, {
    headers: { cookie: `sf-consent=v${CONSENT_POLICY_VERSION}.p1.f1.t1.${consentId}; sf_pvid=${visitor?.value}` },
  });
  expect(await asBefore.json()).toMatchObject({ basis: 'top-rated', recentlyViewed: [] });

  // Browsing on sends nothing more.
  const before = sends.length;
  await page.goto(products[4]?.path ?? '/');
  await waitForSlots(page);
  await page.waitForTimeout(2500);
  await page.goto('/');
  await waitForSlots(page);
  expect(sends.length).toBe(before);
  expect(await page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();
});
