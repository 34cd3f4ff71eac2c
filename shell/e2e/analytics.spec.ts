import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { CONSENT_POLICY_VERSION, test, expect, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface SentBatch {
  brand: string;
  locale: string;
  sessionId: string;
  events: Array<{ name: string; pageType?: string; productIds?: string[]; list?: string; searchTerm?: string; searchResults?: number | null; step?: number }>;
}

/** Every batch the page sends to the first-party ingest endpoint, parsed. */
function recordIngest(page: Page): SentBatch[] {
  const batches: SentBatch[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/analytics/events' && request.method() === 'POST')
      batches.push(JSON.parse(request.postData() ?? '{}') as SentBatch);
  });
  return batches;
}

/** Home → first category → first product → add to basket, as a shopper does it. */
async function walkToBasket(page: Page): Promise<string> {
  await page.goto('/');
  await page.locator('main a[href*="/c/"]').first().click();
  await expect(page).toHaveURL(/\/c\//);
  const productLink = page.locator('main a[href*="/p/"]').first();
  await expect(productLink).toBeVisible();
  await productLink.click();
  await expect(page).toHaveURL(/\/p\//);
  const addToBasket = page.getByRole('button', { name: /add to (cart|basket)/i });
  await expect(addToBasket).toBeVisible();
  await page.locator('main input[type="radio"]:not([data-sold-out])').first().check({ force: true });
  await addToBasket.click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  return new URL(page.url()).pathname;
}

test('walking list → product → basket sends batched events with the right fields to our endpoint', async ({ page }) => {
  const batches = recordIngest(page);
  await walkToBasket(page);
  const events = () => batches.flatMap((batch) => batch.events);
  await expect.poll(() => events().some((event) => event.name === 'addToCart')).toBe(true);

  // One session for the whole walk, the site it happened on, and fewer requests than events (batched).
  expect(new Set(batches.map((batch) => batch.sessionId)).size).toBe(1);
  expect(batches.every((batch) => batch.brand === 'northbound' && batch.locale === 'uk-en')).toBe(true);
  expect(batches.length).toBeLessThan(events().length);
  const cookies = await page.context().cookies();
  const sessionCookie = cookies.find((cookie) => cookie.name === 'sf_sid');
  expect(sessionCookie?.value).toBe(batches[0]?.sessionId);
  // A cookie of the browsing session: no expiry.
  expect(sessionCookie?.expires).toBe(-1);

  const names = events().map((event) => (event.name === 'loadPageData' ? `page:${event.pageType}` : event.name));
  expect(names).toEqual(expect.arrayContaining(['page:Home', 'page:PLP', 'productImpressions', 'productClick', 'page:PDP', 'addToCart']));
  // In the order the shopper did it.
  expect(names.indexOf('page:PLP')).toBeLessThan(names.indexOf('page:PDP'));
  expect(names.indexOf('page:PDP')).toBeLessThan(names.indexOf('addToCart'));
  const impressions = events().find((event) => event.name === 'productImpressions');
  expect(impressions?.list).toMatch(/^PLP:/);
  expect(impressions?.productIds?.length).toBeGreaterThan(0);
  const added = events().find((event) => event.name === 'addToCart');
  const clicked = events().find((event) => event.name === 'productClick');
  expect(added?.productIds).toEqual(clicked?.productIds);
  // Nothing about the shopper travels: no user-data entries, no e-mail.
  expect(JSON.stringify(batches)).not.toMatch(/userData|@/);
});

test.describe('with performance cookies refused', () => {
  test.use({ consentDecided: false });

  test('no ingest request is made and no analytics cookie is set', async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([{ name: 'sf-consent', value: `v${CONSENT_POLICY_VERSION}.p0.f1.t1.e2e00000000000000000000000000001`, url: baseURL ?? '' }]);
    const batches = recordIngest(page);
    await walkToBasket(page);
    // Longer than a flush (500 ms) after the last event.
    await page.waitForTimeout(1500);
    expect(batches).toEqual([]);
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('sf_sid');
    expect(names).not.toContain('sf_gid');
    // The data layer itself is still written (the tag manager decides what it forwards).
    expect(
      await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer?.some((entry) => entry.event === 'addToCart')),
    ).toBe(true);
  });
});

test('an operator sees the funnel per site as a chart and the searches without results', async ({ page, request }) => {
  // A site's sessions, as browsers would send them: three on the list, two on a product, one orders.
  const walk = (session: string, events: SentBatch['events']) =>
    request.post('/api/analytics/events', { data: { brand: 'fieldwear', locale: 'de-de', sessionId: `e2e-funnel-session-${session}`, events } });
  const list = { name: 'loadPageData', pageType: 'PLP' };
  const product = { name: 'loadPageData', pageType: 'PDP' };
  for (const answer of await Promise.all([
    walk('a', [list, product, { name: 'addToCart' }, { name: 'checkoutStep', step: 2 }, { name: 'purchase' }]),
    walk('b', [list, product]),
    walk('c', [list, { name: 'loadPageData', pageType: 'Search', searchTerm: 'e2e-wanderstiefel', searchResults: 0 }]),
  ])) {
    expect(answer.status()).toBe(204);
  }

  await page.goto('/internal/analytics');
  await expect(page.getByRole('heading', { name: 'Sign in as an operator' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('operator@storefront.test');
  await page.getByLabel('Password').fill('lower-envs-operator');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Shopper analytics' })).toBeVisible();
  const figure = page.getByRole('figure', { name: 'Fieldwear de-de' });
  const chart = figure.getByRole('img', { name: /^Funnel of Fieldwear de-de: Product list 3, Product 2, Basket 1, Checkout 1, Order 1$/ });
  await expect(chart).toBeVisible();
  // Drawn as SVG bars, one per stage.
  await expect(chart.locator('rect')).toHaveCount(5);
  const searches = page.getByRole('table');
  await expect(searches.getByRole('row', { name: /e2e-wanderstiefel/ })).toContainText('Fieldwear de-de');

  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
