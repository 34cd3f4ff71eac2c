import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DECIDED_CONSENT_COOKIE, expect, test, waitForSlots } from './fixtures';

/**
 * Issue 25: the product page's gallery (every view of the chosen colour, thumbnails, zoom) and the brands' themes.
 * NB1001 is a hiking boot of the default seed with several colours.
 */
const PRODUCT = '/p/ridge-trek-boot-nb1001';
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const gallery = (page: Page) => page.getByTestId('product-gallery');
const thumbs = (page: Page) => gallery(page).getByRole('button', { name: /^Show photo/ });
/** The photo of the view in front (the one not hidden from assistive technology). */
const shownPhoto = (page: Page) => gallery(page).locator('[data-view]:not([aria-hidden="true"]) img');

async function openProduct(page: Page) {
  await page.goto(PRODUCT);
  await expect(gallery(page)).toHaveAttribute('data-ready', 'true');
}

async function expectNoViolations(page: Page) {
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the server renders every view of the colour with thumbnails, each a real photo', async ({ page, request }) => {
  const html = await (await request.get(PRODUCT)).text();
  // In the HTML before any script runs: four views, four thumbnails.
  expect(html.match(/data-view="(side|top|sole|detail)"/g)).toHaveLength(4);
  expect(html.match(/data-testid="gallery-thumb"/g)).toHaveLength(4);

  // Hydration keeps the server's gallery markup until the late chunk arrives, then takes it over without a mismatch.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openProduct(page);
  expect(errors.filter((text) => /hydrat|did not match|server rendered|errors\/(418|423|425)/i.test(text))).toEqual([]);
  await expect(thumbs(page)).toHaveCount(4);
  await expect(thumbs(page).first()).toHaveAttribute('aria-pressed', 'true');
  const sources = await gallery(page)
    .locator('[data-view] img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(new Set(sources).size).toBe(4);
  for (const source of sources) {
    const response = await request.get(source.replace(/\/\d+\.jpg$/, '/320.webp'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
  }
});

test('thumbnails pick a view by click and arrow keys; another colour shows its own views', async ({ page }) => {
  await openProduct(page);
  await thumbs(page).nth(2).click();
  await expect(thumbs(page).nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(shownPhoto(page)).toHaveAttribute('alt', /sole$/);
  await page.keyboard.press('ArrowRight');
  await expect(thumbs(page).nth(3)).toBeFocused();
  await expect(shownPhoto(page)).toHaveAttribute('alt', /detail$/);

  const before = await shownPhoto(page).getAttribute('src');
  const colours = page.getByRole('group', { name: /^Colour/ }).getByRole('button');
  await colours.nth(1).click();
  const name = (await colours.nth(1).textContent())?.trim() ?? '';
  await expect(thumbs(page).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(shownPhoto(page)).toHaveAttribute('alt', new RegExp(`in ${name}, side$`));
  expect(await shownPhoto(page).getAttribute('src')).not.toBe(before);
});

test('zoom opens and closes with the keyboard, zooms with + and −, and gives focus back', async ({ page }) => {
  await openProduct(page);
  const zoom = page.getByRole('button', { name: 'Zoom photo' });
  await zoom.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Zoomed photo of/ });
  await expect(dialog).toBeVisible();
  const photo = dialog.locator('img');
  await expect(photo).toHaveAttribute('data-scale', '2');
  await page.keyboard.press('+');
  await expect(photo).toHaveAttribute('data-scale', '2.5');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(photo).toHaveAttribute('data-scale', '1.5');
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(zoom).toBeFocused();
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the gallery has no axe violation on a ${name}, and the photo box does not shift`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openProduct(page);
    await expectNoViolations(page);
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(layoutShift).toBeLessThan(0.01);
  });
}

test('each brand has its own look: wordmark, primary button and promo bar differ', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const port = process.env.E2E_PORT_BASE ?? 3100;
  const looks: Record<string, { button: string; radius: string; promo: string; logo: string | null }> = {};
  for (const brand of ['northbound', 'kerbside', 'fieldwear']) {
    const base = `http://${brand}.localhost:${port}`;
    await page.context().addCookies([{ name: 'sf-consent', value: DECIDED_CONSENT_COOKIE, url: base }]);
    await page.goto(`${base}/`);
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
    const search = page.locator('header').getByRole('button', { name: 'Search', exact: true });
    looks[brand] = {
      button: await search.evaluate((element) => getComputedStyle(element).backgroundColor),
      radius: await search.evaluate((element) => getComputedStyle(element).borderTopLeftRadius),
      promo: await page.getByTestId('promo-bar').evaluate((element) => getComputedStyle(element).backgroundColor),
      logo: await page.locator('header [data-brand-logo]').getAttribute('data-brand-logo'),
    };
  }
  expect(Object.values(looks).map((look) => look.logo)).toEqual(['northbound', 'kerbside', 'fieldwear']);
  for (const key of ['button', 'radius', 'promo'] as const) expect(new Set(Object.values(looks).map((look) => look[key])).size).toBe(3);
});

test('a product card shows its second view on hover, fetched only then', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/c/women');
  const card = page.locator('main article').first();
  const second = card.locator('picture + picture img');
  await expect(second).toBeHidden();
  expect(await second.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(false);
  await card.hover();
  await expect(second).toBeVisible();
  await expect.poll(() => second.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
