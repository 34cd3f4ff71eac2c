import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForSlots } from './fixtures';

/**
 * The store locator (/stores, /store-locator) and the location selector: server-rendered, readable and searchable
 * without JavaScript, searched through the router with it. Stores are the server's seed (stores module seed-data):
 * Northbound has five in the United Kingdom, one of them in Manchester (61 King Street, M2 4PD).
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CITY = 'Manchester';

const storeCards = (page: Page) => page.locator('main article');
const storeSearch = (page: Page, name = 'Find a store') => page.getByRole('search', { name });
const searchBox = (page: Page) => storeSearch(page).getByRole('searchbox', { name: 'Town, postcode or store name' });
const searchButton = (page: Page) => storeSearch(page).getByRole('button', { name: 'Search' });

async function expectNoViolations(page: Page) {
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("/stores lists the site's stores with addresses and opening hours, and the search form narrows them", async ({ page }) => {
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
    const cards = storeCards(page);
    await expect(cards).toHaveCount(5);
    // Only the site's country: every address is British, none of the German stores is listed.
    await expect(page.locator('main')).not.toContainText('Berlin');
    const manchester = cards.filter({ has: page.getByRole('heading', { level: 2, name: `Northbound ${CITY}` }) });
    await expect(manchester).toContainText('61 King Street');
    await expect(manchester).toContainText(`${CITY} M2 4PD`);
    await expect(manchester.getByRole('link', { name: '+44 161 496 0231' })).toHaveAttribute('href', 'tel:+441614960231');
    const hours = manchester.getByRole('table', { name: 'Opening hours' });
    await expect(hours.getByRole('row')).toHaveCount(7);
    await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('09:30–19:00');
    // The locator's map: the country's outline drawn on our server, one marker per listed store, each a link to its page.
    const map = page.getByRole('group', { name: 'Map of the stores listed' });
    await expect(map.getByTestId('country-outline')).toBeVisible();
    await expect(map.getByRole('link')).toHaveCount(5);

    await searchBox(page).fill(CITY);
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/stores\?q=Manchester$/);
    await expect(cards).toHaveCount(1);
    await expect(map.getByRole('link')).toHaveCount(1);
    await expect(cards.first()).toContainText(`${CITY} M2 4PD`);
    await expect(page.getByTestId('stores-count')).toHaveText(`1 store for “${CITY}”`);
    await expect(searchBox(page)).toHaveValue(CITY);
  });

  test("a German site lists Germany's stores with German weekdays, closed on Sunday", async ({ page }) => {
    await page.goto('/de-de/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Filiale finden' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Berlin');
    const hours = storeCards(page).first().getByRole('table', { name: 'Öffnungszeiten' });
    await expect(hours.getByRole('row', { name: /Sonntag/ })).toContainText('Geschlossen');
    await expect(storeSearch(page, 'Filiale finden')).toHaveAttribute('action', '/de-de/stores');
  });
});

test.describe('with JavaScript', () => {
  test('the page hydrates without console errors or layout shifts, and a search narrows the list through the router', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(() => {
      const win = window as unknown as { shifts: number[] };
      win.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) win.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/stores');
    await expect(storeCards(page)).toHaveCount(5);
    // "Use my location" appears with hydration, in a row the server's HTML reserved for it.
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    // A full reload would lose this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await searchBox(page).fill(CITY);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/stores\?q=Manchester$/);
    await expect(storeCards(page)).toHaveCount(1);
    await expect(page.getByTestId('stores-count')).toHaveText(`1 store for “${CITY}”`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await searchBox(page).fill('Atlantis');
    await searchButton(page).click();
    await expect(page.getByTestId('stores-count')).toContainText("We couldn't find a store for “Atlantis”");
    await expect(storeCards(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Show all stores' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(storeCards(page)).toHaveCount(5);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('Atlantis');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('with the location shared', () => {
    test.use({ geolocation: { latitude: 53.4794, longitude: -2.2453 }, permissions: ['geolocation'] });

    test('"use my location" lists the nearest store first, with its distance', async ({ page }) => {
      await page.goto('/stores');
      await page.getByRole('button', { name: 'Use my location' }).click();
      await expect(page.getByTestId('stores-count')).toHaveText('5 stores near you, nearest first');
      const nearest = storeCards(page).first();
      await expect(nearest.getByRole('heading', { level: 2 })).toHaveText(`Northbound ${CITY}`);
      await expect(nearest.getByText(/^0\.\d mi away$/)).toBeVisible();
      await expect(storeCards(page).nth(1)).toContainText(/\d+\.\d mi away/);
    });
  });

  test('a refused location is explained in words, and the list stays', async ({ page }) => {
    await page.context().clearPermissions();
    await page.goto('/stores');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('location-message')).toContainText("We can't use your location");
    await expect(storeCards(page)).toHaveCount(5);
  });

  test('/store-locator is the same page', async ({ page }) => {
    await page.goto('/store-locator');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
    await expect(storeCards(page)).toHaveCount(5);
    await expect(storeSearch(page)).toHaveAttribute('action', '/store-locator');
  });

  test('the store locator and the location selector have no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/stores');
    await expectNoViolations(page);
    await page.goto('/location-selector');
    await expectNoViolations(page);
  });

  test('the location selector marks the site being viewed, and every language link leads to a page', async ({ page }) => {
    await page.goto('/de-de/location-selector');
    await expect(page.getByRole('heading', { level: 1, name: 'Land oder Region wählen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Europa' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Nordamerika' })).toBeVisible();
    const current = page.locator('main a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/de-de');
    const hrefs = await page.locator('main a[hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(15);
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);

    await page.locator('main a[hreflang="en-GB"]').click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /en/);
  });
});
